import { AUDIT_BREAK_LABELS, type AuditVerification } from '@dtmm/shared';
import { Alert, Button } from 'antd';
import { useAuditVerification } from '../api/audit-api';

function outcomeOf(result: AuditVerification) {
  if (result.firstBroken) {
    const { id, chainSeq, reason } = result.firstBroken;
    return {
      type: 'error' as const,
      title: `完整性校验未通过：第 ${chainSeq ?? '—'} 条（ID ${id}）${AUDIT_BREAK_LABELS[reason]}`,
      description: `此前的 ${result.checked} 条记录完好。请保全数据库现场并通知安全负责人。`,
    };
  }
  return {
    type: 'success' as const,
    title: `审计日志完整：共 ${result.checked} 条`,
    description: result.head ? `链头：序号 ${result.head.chainSeq}，哈希 ${result.head.hash}` : undefined,
  };
}

/** '校验完整性': walks the hash chain on the server and shows what it found. */
export function AuditVerify() {
  const verification = useAuditVerification();
  return (
    <>
      <Button loading={verification.isPending} onClick={() => verification.mutate()}>
        校验完整性
      </Button>
      {verification.data && (
        <Alert
          className="audit-verify"
          showIcon
          closable={{ onClose: () => verification.reset() }}
          {...outcomeOf(verification.data)}
        />
      )}
    </>
  );
}
