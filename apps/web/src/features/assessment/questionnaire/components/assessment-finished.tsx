import { TrophyOutlined } from '@ant-design/icons';
import { type ExamRecord, examMessages } from '@dtmm/shared';
import { Result } from 'antd';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';
import { levelTitle } from '../level-meanings';
import { LinkButton } from './link-button';

interface AssessmentFinishedProps {
  record: ExamRecord;
  /** The reached level; 0 when level 1 was not passed. */
  level: number;
}

/** Step 3 (输出评估结果): the reached level and the way to the result page and the assessment list. */
export function AssessmentFinished({ record, level }: AssessmentFinishedProps) {
  return (
    <Result
      className="assessment-finished"
      icon={<TrophyOutlined />}
      title={examMessages.ended(level)}
      subTitle={level > 0 ? levelTitle(level) : '可查看各项指标得分和改进建议，对照提升后再次评估。'}
      extra={[
        <LinkButton key="result" type="primary" to={RECORD_PATHS.result(record)}>
          查看评估结果
        </LinkButton>,
        <LinkButton key="list" to={RECORD_PATHS.list}>
          我的评估
        </LinkButton>,
      ]}
    />
  );
}
