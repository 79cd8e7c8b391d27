import { CERTIFICATION_MESSAGES } from '@dtmm/shared';
import { DecisionBar } from '../../components/decision-bar';
import type { ReasonPrompt } from '../../components/reason-modal';
import { approveCertification, rejectCertification } from '../api/certifications-api';

const REJECT: ReasonPrompt = {
  title: '驳回认证申请',
  okText: '确认驳回',
  label: '驳回原因',
  placeholder: '请填写驳回原因，申请人将看到',
  requiredMessage: CERTIFICATION_MESSAGES.rejectReason,
  max: 500,
  tooLongMessage: CERTIFICATION_MESSAGES.rejectReasonTooLong,
};

interface ReviewDecisionProps {
  requestId: string;
  /** Reloads the request: after a decision, and after a conflict (another operator decided first). */
  onDecided: () => void;
}

/** 通过 (confirmed) and 驳回 (with a reason), for a request under review. */
export function ReviewDecision({ requestId, onDecided }: ReviewDecisionProps) {
  return (
    <DecisionBar
      onDecided={onDecided}
      decisions={[
        {
          key: 'approve',
          label: '通过',
          confirm: '确定通过该认证申请吗？',
          run: () => approveCertification(requestId),
        },
        { key: 'reject', label: '驳回', prompt: REJECT, run: (reason) => rejectCertification(requestId, reason) },
      ]}
    />
  );
}
