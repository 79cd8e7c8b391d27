import { type AcceptanceReview, dcmmLevelTitle, FORMAL_ASSESSMENT_TYPES, formatScore } from '@dtmm/shared';
import { Descriptions, Empty } from 'antd';
import { selfLevelText, WeakIndicatorTags } from '@/features/formal-assessment/components/self-assessment-summary';
import { LABEL_STYLES } from '../../components/field-styles';

interface LatestSelfAssessmentProps {
  assessmentType: string;
  latest: AcceptanceReview['latestSelfAssessment'];
}

/** The company's latest completed self-assessment of the type as it is now: level, score, areas, weak indicators. */
export function LatestSelfAssessment({ assessmentType, latest }: LatestSelfAssessmentProps) {
  if (!latest) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该企业尚未完成该类型的自评估" />;
  // A DCMM capability area holds the level the company checked ('二级 受管理级'), not a score (issue 30).
  const areaValue = (score: number) =>
    assessmentType === FORMAL_ASSESSMENT_TYPES.dcmm ? dcmmLevelTitle(score) : formatScore(score);
  const items = [
    { key: 'level', label: '自评等级', children: selfLevelText(assessmentType, latest) },
    ...(latest.totalScore === null
      ? []
      : [{ key: 'score', label: '综合得分', children: formatScore(latest.totalScore) }]),
    { key: 'completedAt', label: '完成时间', children: latest.completedAt },
    ...latest.areas.map((area) => ({ key: `area-${area.id}`, label: area.name, children: areaValue(area.score) })),
    {
      key: 'weak',
      label: '待提升指标',
      children: <WeakIndicatorTags indicators={latest.weakIndicators} />,
      span: 'filled' as const,
    },
  ];
  return (
    <Descriptions
      className="latest-self-assessment"
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={LABEL_STYLES}
      items={items}
    />
  );
}
