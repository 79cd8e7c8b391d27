import { WITHDRAW_REASON_MAX, withdrawReasonMessages } from '@dtmm/shared';
import { ReasonModal, type ReasonPrompt } from '@/features/admin/components/reason-modal';

/** The reason is kept for the company and operators; the verification page says only that and when. */
const WITHDRAW_PROMPT: ReasonPrompt = {
  title: '撤回评估',
  okText: '确定撤回',
  label: '撤回原因',
  placeholder: '撤回后，该评估的报告验证码将显示“已撤回”，且不再计入趋势和同行对比',
  requiredMessage: withdrawReasonMessages.required,
  max: WITHDRAW_REASON_MAX,
  tooLongMessage: withdrawReasonMessages.tooLong,
};

interface WithdrawRecordModalProps {
  isOpen: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

export function WithdrawRecordModal(props: WithdrawRecordModalProps) {
  return <ReasonModal prompt={WITHDRAW_PROMPT} {...props} />;
}
