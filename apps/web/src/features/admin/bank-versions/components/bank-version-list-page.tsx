import '../bank-versions.css';
import type { BankVersionSummary } from '@dtmm/shared';
import { Alert, Table } from 'antd';
import { useNavigate } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { copyBankVersion, deleteBankVersion, useBankVersions } from '../api/bank-versions-api';
import { useVersionChange } from '../api/use-version-change';
import { bankVersionColumns } from './bank-version-columns';

/** /admin/bank-versions: every question-bank and model version; copy one to a draft, open, delete the draft. */
export function BankVersionListPage() {
  const { data: versions, isFetching } = useBankVersions();
  const change = useVersionChange();
  const navigate = useNavigate();
  const draft = versions?.find((version) => version.status === 'draft');

  const copy = async (from: BankVersionSummary) => {
    const done = await change.run(() => copyBankVersion(from.version));
    if (done) void navigate(ADMIN_PATHS.bankVersion(done.data.version));
  };
  const columns = bankVersionColumns({
    draft,
    onCopy: (from) => void copy(from),
    onDelete: (row) => void change.run(() => deleteBankVersion(row.version)),
  });
  return (
    <section className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">题库与模型版本</h1>
      </div>
      <div className="admin-panel">
        <Alert
          type="info"
          showIcon
          className="bank-version-note"
          title="已发布的版本不会再改变；新开始的评估使用当前版本，已完成的评估结果与报告始终保留其所用的版本。"
          description="如需修改题目、选项分值、改进建议或评分参数，请将某一版本复制为草稿，编辑并校验通过后发布。同一时间只能有一个草稿。"
        />
        <Table<BankVersionSummary>
          rowKey="version"
          size="middle"
          columns={columns}
          dataSource={versions ?? []}
          loading={isFetching || change.isBusy}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无题库版本' }}
        />
      </div>
    </section>
  );
}
