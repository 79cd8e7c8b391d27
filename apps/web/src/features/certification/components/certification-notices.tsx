import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import type { ChangeState } from '../certification-view';

/** 认证审核中 (portal.md 4.2: status 2). */
export function WaitingState({ text }: { text: string }) {
  return (
    <Result
      className="certification__state"
      icon={<ClockCircleOutlined />}
      title={T.waitingTitle}
      subTitle={text}
      data-testid="certification-waiting"
    />
  );
}

/** The last request was turned down: its reason and 立即去认证 (portal.md 2.7, 2.9). */
export function RejectedState({ reason, onCertify }: { reason: string; onCertify: () => void }) {
  return (
    <Result
      className="certification__state"
      status="warning"
      title={T.rejectedTitle}
      subTitle={reason ? `驳回原因：${reason}` : undefined}
      extra={
        <Button type="primary" onClick={onCertify}>
          {T.certifyNow}
        </Button>
      }
      data-testid="certification-rejected"
    />
  );
}

/** A certified company's change request, under review or turned down, above the certified details. */
export function ChangeNotice({ change }: { change: ChangeState }) {
  if (change.kind === 'none') return null;
  const isPending = change.kind === 'pending';
  return (
    <Alert
      className="certification__notice"
      showIcon
      type={isPending ? 'info' : 'warning'}
      title={isPending ? T.changePending : T.changeRejected}
      description={isPending ? T.changePendingHint : `驳回原因：${change.reason}`}
    />
  );
}
