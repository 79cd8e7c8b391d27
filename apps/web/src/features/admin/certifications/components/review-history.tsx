import type { CertificationAction, CertificationHistoryEntry } from '@dtmm/shared';
import { Timeline } from 'antd';

const ACTIONS: Record<CertificationAction, { text: string; color: string }> = {
  submit: { text: '提交申请', color: 'blue' },
  approve: { text: '审核通过', color: 'green' },
  reject: { text: '驳回', color: 'red' },
};

/** Every submission and decision: what, who, when and why. */
export function ReviewHistory({ history }: { history: CertificationHistoryEntry[] }) {
  const items = history.map((entry, index) => {
    const { text, color } = ACTIONS[entry.action];
    return {
      key: `${entry.at}-${index}`,
      color,
      content: (
        <>
          <div>
            {text} · {entry.actor ?? '已注销用户'}
          </div>
          <div className="admin-history__time">{entry.at}</div>
          {entry.reason ? <div className="admin-history__reason">驳回原因：{entry.reason}</div> : null}
        </>
      ),
    };
  });
  return <Timeline items={items} />;
}
