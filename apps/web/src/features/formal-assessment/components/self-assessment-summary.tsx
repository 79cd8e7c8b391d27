import './formal-facts.css';
import { type FormalAssessmentType, type FormalSelfAssessment, formatScore } from '@dtmm/shared';
import { Alert, Card, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { LABEL_STYLES } from '@/features/admin/components/field-styles';
import { dayOf } from '@/lib/format';
import { formalLevelLabel } from '../formal-levels';
import { FORMAL_PATHS } from '../formal-links';
import { FORMAL_TEXTS as T } from '../formal-texts';

/** The self-assessment's level in its type's words; a level below 1 (未达标) as the server names it. */
export const selfLevelText = (type: string, self: Pick<FormalSelfAssessment, 'level' | 'levelName'>) =>
  self.level >= 1 ? formalLevelLabel(type, self.level) : self.levelName || '-';

/** The weak indicators as tags, their area on hover. */
export function WeakIndicatorTags({ indicators }: { indicators: FormalSelfAssessment['weakIndicators'] }) {
  if (indicators.length === 0) return <>{T.noWeakIndicators}</>;
  return (
    <span className="weak-tags">
      {indicators.map((indicator) => (
        <Tag key={indicator.id} title={indicator.areaName}>
          {indicator.name}
        </Tag>
      ))}
    </span>
  );
}

interface SummaryProps {
  type: FormalAssessmentType;
  self: FormalSelfAssessment | null;
}

/** The latest completed self-assessment the application starts from, or the way to one. */
export function SelfAssessmentSummary({ type, self }: SummaryProps) {
  if (!self)
    return (
      <Alert
        className="formal-summary"
        type="info"
        showIcon
        title={T.noSelfAssessment}
        action={<Link to={FORMAL_PATHS.selfStart(type)}>{T.startSelfAssessment}</Link>}
      />
    );
  const items = [
    { key: 'level', label: '自评等级', children: selfLevelText(type, self) },
    ...(self.totalScore === null ? [] : [{ key: 'score', label: '综合得分', children: formatScore(self.totalScore) }]),
    { key: 'date', label: '完成日期', children: dayOf(self.completedAt) },
    {
      key: 'weak',
      label: T.weakIndicators,
      children: <WeakIndicatorTags indicators={self.weakIndicators} />,
      span: 'filled' as const,
    },
  ];
  return (
    <Card
      className="formal-summary"
      size="small"
      title={T.summaryTitle}
      extra={<Link to={FORMAL_PATHS.selfResult(type, self.recordId)}>{T.viewResult}</Link>}
    >
      <p className="formal-summary__hint">{T.summaryHint}</p>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} styles={LABEL_STYLES} items={items} />
    </Card>
  );
}
