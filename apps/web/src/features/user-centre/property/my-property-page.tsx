import './property.css';
import { COMPANY_PATENT_STATUS_LABELS, type CompanyPropertySummary } from '@dtmm/shared';
import { Card, Empty, List, Skeleton, Statistic } from 'antd';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { CompanyFirstNotice } from './company-first-notice';
import { usePropertySummary } from './property-api';

/**
 * /user/myproperty (我的知识产权): the company's patents at a glance — how many of each type and
 * status, and the newest the public sees. Registering and editing are on /user/patent.
 */
export function MyPropertyPage() {
  const { user } = useSession();
  if (!user?.companyId) return <CompanyFirstNotice />;
  return <PropertySummary />;
}

function PropertySummary() {
  const { data, isPending } = usePropertySummary();
  return (
    <section className="property-summary">
      <div className="property__head">
        <h2 className="user-centre__title">我的知识产权</h2>
        <Link to="/user/patent">管理专利成果</Link>
      </div>
      {isPending || !data ? <Skeleton active paragraph={{ rows: 6 }} /> : <Figures summary={data} />}
    </section>
  );
}

function Figures({ summary }: { summary: CompanyPropertySummary }) {
  return (
    <>
      <h3 className="property__subtitle">按状态</h3>
      <div className="property__cards">
        <Card size="small">
          <Statistic title="专利总数" value={summary.total} />
        </Card>
        {summary.byStatus.map(({ status, count }) => (
          <Card size="small" key={status}>
            <Statistic title={COMPANY_PATENT_STATUS_LABELS[status]} value={count} />
          </Card>
        ))}
      </div>
      <h3 className="property__subtitle">按类型</h3>
      <div className="property__cards">
        {summary.byType.map(({ patentType, count }) => (
          <Card size="small" key={patentType}>
            <Statistic title={patentType} value={count} />
          </Card>
        ))}
      </div>
      <h3 className="property__subtitle">已发布的专利成果</h3>
      {summary.published.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无已发布的专利成果" />
      ) : (
        <List
          className="property__published"
          dataSource={summary.published}
          rowKey="id"
          renderItem={(patent) => (
            <List.Item>
              <List.Item.Meta
                title={<span className="property-patents__name">{patent.title}</span>}
                description={`${patent.patentType} · ${patent.patentNumber} · 发布于 ${patent.publishTime.slice(0, 10)}`}
              />
            </List.Item>
          )}
        />
      )}
    </>
  );
}
