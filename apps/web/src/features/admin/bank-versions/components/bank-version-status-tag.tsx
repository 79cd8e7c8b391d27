import { BANK_VERSION_STATUS_LABELS, type BankVersionSummary } from '@dtmm/shared';
import { Tag } from 'antd';

/** 草稿 / 已发布, and 当前版本 on the one new assessments start on. */
export function BankVersionStatusTags({ version }: { version: Pick<BankVersionSummary, 'status' | 'current'> }) {
  return (
    <span className="bank-version-tags">
      <Tag color={version.status === 'draft' ? 'processing' : 'default'}>
        {BANK_VERSION_STATUS_LABELS[version.status]}
      </Tag>
      {version.current ? <Tag color="success">当前版本</Tag> : null}
    </span>
  );
}
