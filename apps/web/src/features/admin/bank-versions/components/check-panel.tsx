import { bankVersionMessages } from '@dtmm/shared';
import { Alert } from 'antd';
import type { CheckOutcome } from '../hooks/use-version-check';

/** 校验结果: 校验通过, or every problem that stops publishing (also when 发布 was refused). */
export function CheckPanel({ outcome, onClose }: { outcome: CheckOutcome; onClose: () => void }) {
  const { kind, problems } = outcome;
  if (problems.length === 0)
    return (
      <Alert
        type="success"
        showIcon
        closable={{ onClose }}
        title="校验通过"
        description="未发现问题，可以发布。"
        role="status"
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      closable={{ onClose }}
      role="alert"
      title={
        kind === 'refused' ? bankVersionMessages.checkFailed(problems.length) : `校验未通过：共${problems.length}个问题`
      }
      description={
        <ol className="bank-check__problems" aria-label="校验问题">
          {problems.map((problem, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a text may repeat; the list never reorders
            <li key={index}>{problem}</li>
          ))}
        </ol>
      }
    />
  );
}
