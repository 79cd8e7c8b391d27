import { AUDIT_BREAK_LABELS, type AuditVerification, isAnchorBreak } from '@dtmm/shared';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useAuditVerification } from '../api/audit-api';

function brokenTitle({ id, chainSeq, reason }: NonNullable<AuditVerification['firstBroken']>) {
  const where = isAnchorBreak(reason) ? `记下的链头（ID ${id}）` : `第 ${chainSeq ?? '—'} 条（ID ${id}）`;
  return `完整性校验未通过：${where}${AUDIT_BREAK_LABELS[reason]}`;
}

function outcomeOf(result: AuditVerification) {
  if (result.firstBroken) {
    return {
      type: 'error' as const,
      title: brokenTitle(result.firstBroken),
      description: `此前的 ${result.checked} 条记录完好。请保全数据库现场并通知安全负责人。`,
    };
  }
  const { head } = result;
  return {
    type: 'success' as const,
    title: `审计日志完整：共 ${result.checked} 条`,
    description: head
      ? `链头 ${head.id}:${head.hash}（序号 ${head.chainSeq}），请记入运营日志，日后据此核对`
      : undefined,
  };
}

/**
 * '校验完整性': walks the hash chain on the server and shows what it found. A head noted earlier
 * (id:hash) also catches the newest rows deleted, which leaves a shorter chain that is whole.
 */
export function AuditVerify() {
  const verification = useAuditVerification();
  const [head, setHead] = useState('');
  return (
    <>
      <Space.Compact>
        <Input
          allowClear
          value={head}
          onChange={(event) => setHead(event.target.value)}
          placeholder="记下的链头 id:哈希（可选）"
          aria-label="记下的链头"
          style={{ width: 240 }}
        />
        <Button loading={verification.isPending} onClick={() => verification.mutate(head.trim())}>
          校验完整性
        </Button>
      </Space.Compact>
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
