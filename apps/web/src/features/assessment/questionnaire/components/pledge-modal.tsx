import { PLEDGE_TEXT, PLEDGE_TITLE } from '@dtmm/shared';
import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useAcceptPledge } from '../../api/assessment-api';

interface PledgeModalProps {
  recordId: string;
  isOpen: boolean;
  onCancel: () => void;
  /** The server stored the acceptance: the submit may go on. */
  onAccepted: () => void;
}

/** The 真实性承诺 before a record's first 提交 (issue 29 §2): read, tick 我已阅读并承诺, then 确认. */
export function PledgeModal({ recordId, isOpen, onCancel, onAccepted }: PledgeModalProps) {
  const [isChecked, setChecked] = useState(false);
  const accept = useAcceptPledge(recordId);
  const confirm = async () => {
    try {
      await accept.mutateAsync();
    } catch {
      return; // the api client has said why
    }
    onAccepted();
  };
  return (
    <Modal
      open={isOpen}
      title={PLEDGE_TITLE}
      okText="确认"
      cancelText="取消"
      okButtonProps={{ disabled: !isChecked, loading: accept.isPending }}
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
