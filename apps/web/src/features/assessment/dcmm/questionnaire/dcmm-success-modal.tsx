import { DCMM_MESSAGES, type DcmmRecord } from '@dtmm/shared';
import { Modal } from 'antd';
import { LinkButton } from '../../questionnaire/components/link-button';
import { DCMM_PATHS } from '../dcmm-links';

/** What the level means for the next step, under the level. */
const NEXT_STEP: Record<number, string> = {
  1: '查看结果可以了解是哪几道题的作答让等级停留在一级。',
  2: '自评估最高给出二级。如需三级及以上的认证等级，可申请由评估机构开展的线下正式评估。',
};

/** The success modal of assessment.md 2: '你已达到' and the level, then the result or the list. */
export function DcmmSuccessModal({ record }: { record: DcmmRecord }) {
  return (
    <Modal
      open
      centered
      title={DCMM_MESSAGES.submitted}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      className="dcmm-success"
      footer={[
        <LinkButton key="list" to={DCMM_PATHS.records}>
          返回评估列表
        </LinkButton>,
        <LinkButton key="result" type="primary" to={DCMM_PATHS.result(record.id)}>
          查看结果
        </LinkButton>,
      ]}
    >
      <p className="dcmm-success__lead">你已达到</p>
      <p className="dcmm-success__level">{record.levelTitle}</p>
      {NEXT_STEP[record.assessmentLevel] ? (
        <p className="dcmm-success__note">{NEXT_STEP[record.assessmentLevel]}</p>
      ) : null}
    </Modal>
  );
}
