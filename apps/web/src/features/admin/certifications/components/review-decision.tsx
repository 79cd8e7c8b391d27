import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { approveCertification, rejectCertification } from '../api/certifications-api';
import { RejectModal } from './reject-modal';

interface ReviewDecisionProps {
  requestId: string;
  /** Reloads the request: after a decision, and after a conflict (another operator decided first). */
  onDecided: () => void;
}

/** 通过 (confirmed) and 驳回 (with a reason), for a request under review. */
export function ReviewDecision({ requestId, onDecided }: ReviewDecisionProps) {
  const { message } = App.useApp();
  const [isRejecting, setRejecting] = useState(false);
  const [isBusy, setBusy] = useState(false);

  const decide = async (call: () => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      const { msg } = await call();
      void message.success(msg);
      setRejecting(false);
    } catch {
      // The api client has shown the server's message; a 409 says another operator decided first.
    } finally {
      setBusy(false);
      onDecided();
    }
  };

  return (
    <Space wrap>
      <Popconfirm
        title="确定通过该认证申请吗？"
        okText="确定"
        cancelText="取消"
        onConfirm={() => decide(() => approveCertification(requestId))}
      >
        <Button type="primary" loading={isBusy}>
          通过
        </Button>
      </Popconfirm>
      <Button danger disabled={isBusy} onClick={() => setRejecting(true)}>
        驳回
      </Button>
      <RejectModal
        isOpen={isRejecting}
        isBusy={isBusy}
        onCancel={() => setRejecting(false)}
        onSubmit={(reason) => void decide(() => rejectCertification(requestId, reason))}
      />
    </Space>
  );
}
