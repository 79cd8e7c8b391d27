import { PLEDGE_TEXT, PLEDGE_TITLE } from '@dtmm/shared';
import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useSingleFlight } from '@/lib/use-single-flight';

interface PledgeModalProps {
  isOpen: boolean;
  onCancel: () => void;
  /**
   * Ticked and confirmed: what the pledge goes with — the diagnosis stores it for the record, DCMM
   * sends it with its one submit. A rejection keeps the modal as it is (the api client has said why).
   */
  onConfirm: () => Promise<void>;
}

/**
 * The 真实性承诺 before a result is computed (issue 29 §2): read, tick 我已阅读并承诺, then 确认. One
 * modal for the diagnosis, 551 and DCMM questionnaires.
 */
export function PledgeModal({ isOpen, onCancel, onConfirm }: PledgeModalProps) {
  const [isChecked, setChecked] = useState(false);
  const { isRunning, run } = useSingleFlight();
  const confirm = () => run(() => onConfirm().catch(() => undefined));
  return (
    <Modal
      open={isOpen}
      title={PLEDGE_TITLE}
      okText="确认"
      cancelText="取消"
      okButtonProps={{ disabled: !isChecked, loading: isRunning }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      className="pledge-modal"
    >
      <p className="pledge-modal__lead">提交评估结果前，请阅读并确认以下承诺：</p>
      {PLEDGE_TEXT.map((sentence) => (
        <p key={sentence} className="pledge-modal__text">
          {sentence}
        </p>
      ))}
      <Checkbox checked={isChecked} onChange={(event) => setChecked(event.target.checked)}>
        我已阅读并承诺
      </Checkbox>
    </Modal>
  );
}
