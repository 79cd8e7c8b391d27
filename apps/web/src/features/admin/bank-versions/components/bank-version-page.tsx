import '../bank-versions.css';
import { bankVersionMessages, bankVersionParams } from '@dtmm/shared';
import { Alert, Breadcrumb, Result, Skeleton, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { type BankVersionDetail, useBankVersion } from '../api/bank-versions-api';
import { useVersionCheck } from '../hooks/use-version-check';
import { versionLabel } from '../indicators';
import { CheckPanel } from './check-panel';
import { ParametersTab } from './parameters-tab';
import { QuestionsTab } from './questions-tab';
import { ReportTab } from './report-tab';
import { VersionHeader } from './version-header';

/** /admin/bank-versions/:version: one version's questions, scoring parameters and report content. */
export function BankVersionPage() {
  const parsed = bankVersionParams.safeParse({ version: useParams().version });
  const version = parsed.success ? parsed.data.version : 0;
  const { data: detail, isPending, isError } = useBankVersion(version);
  if (!parsed.success || isError) return <NotFound />;
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <VersionView key={`${detail.version}-${detail.status}`} detail={detail} />;
}

function NotFound() {
  return (
    <Result
      status="404"
      title={bankVersionMessages.notFound}
      extra={<Link to={ADMIN_PATHS.bankVersions}>返回版本列表</Link>}
    />
  );
}

const TABS = ['questions', 'parameters', 'report'] as const;
type TabKey = (typeof TABS)[number];
const tabOf = (value: string | null): TabKey => TABS.find((tab) => tab === value) ?? 'questions';

function VersionView({ detail }: { detail: BankVersionDetail }) {
  const versionCheck = useVersionCheck(detail.version);
  const [params, setParams] = useSearchParams();
  const isDraft = detail.status === 'draft';
  const tabProps = { detail, isDraft, save: versionCheck.save, isSaving: versionCheck.isSaving };
  return (
    <section className="admin-page">
      <Breadcrumb
        items={[
          { title: <Link to={ADMIN_PATHS.bankVersions}>题库与模型版本</Link> },
          { title: versionLabel(detail.version) },
        ]}
      />
      <VersionHeader
        detail={detail}
        isChecking={versionCheck.isChecking}
        isPublishing={versionCheck.isPublishing}
        onCheck={() => void versionCheck.check()}
        onPublish={() => void versionCheck.publish()}
      />
      {isDraft ? null : <Alert type="info" showIcon title={bankVersionMessages.published} />}
      {versionCheck.outcome ? <CheckPanel outcome={versionCheck.outcome} onClose={versionCheck.clear} /> : null}
      <div className="admin-panel bank-version-tabs">
        <Tabs
          activeKey={tabOf(params.get('tab'))}
          onChange={(tab) => setParams({ tab }, { replace: true })}
          items={[
            { key: 'questions', label: '题目', children: <QuestionsTab {...tabProps} /> },
            { key: 'parameters', label: '评分参数', children: <ParametersTab {...tabProps} /> },
            { key: 'report', label: '薄弱阈值与建议', children: <ReportTab {...tabProps} /> },
          ]}
        />
      </div>
    </section>
  );
}
