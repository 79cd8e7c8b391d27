import '../service-management.css';
import { Select, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { ProviderFirstNotice } from '@/features/solutions/components/manage/provider-first-notice';
import { useSolutionAccess } from '@/features/solutions/components/manage/use-solution-access';
import { useServedEnterprises, useServedStatistics } from '../api/service-management-api';
import { useServiceLabels } from '../hooks/use-service-labels';
import { useServiceListState } from '../hooks/use-service-list-state';
import { serviceYears, SERVICE_TEXTS as T } from '../service-view';
import { ServedEnterpriseModal } from './served-enterprise-modal';
import { ServedEnterpriseTable } from './served-enterprise-table';
import { ServiceFilters } from './service-filters';
import { ServiceStatistics } from './service-statistics';

function PageHeader({ year, onYearChange }: { year: number; onYearChange: (year: number) => void }) {
  const years = useMemo(() => serviceYears(new Date().getFullYear()).map((y) => ({ value: y, label: `${y}年` })), []);
  return (
    <header className="service-header">
      <div className="service-header__text">
        <h2 className="user-centre__title service-header__title">{T.title}</h2>
        <p className="service-header__subtitle">{T.subtitle}</p>
      </div>
      {/* 31 years: a plain list, no virtual scrolling. */}
      <Select
        className="service-header__year"
        aria-label={T.year}
        value={year}
        options={years}
        virtual={false}
        onChange={onYearChange}
      />
    </header>
  );
}

/** The provider's served enterprises of the year: cards, filters, table and the detail modal. */
function ServiceWorkspace({ canSave }: { canSave: boolean }) {
  const list = useServiceListState(new Date().getFullYear());
  const { query } = list;
  const enterprises = useServedEnterprises(query);
  const statistics = useServedStatistics(query.submitYear);
  const labels = useServiceLabels();
  const [openId, setOpenId] = useState<string | null>(null);
  const total = enterprises.data?.total ?? 0;
  return (
    <>
      <PageHeader year={query.submitYear} onYearChange={(submitYear) => list.setFilter({ submitYear })} />
      <ServiceStatistics statistics={statistics.data} isLoading={statistics.isLoading} />
      <ServiceFilters
        total={total}
        search={query.queryCondition}
        companyType={query.companyCompanyType}
        onSearch={(queryCondition) => list.setFilter({ queryCondition })}
        onTypeChange={(companyCompanyType) => list.setFilter({ companyCompanyType })}
      />
      <ServedEnterpriseTable
        rows={enterprises.data?.list ?? []}
        total={total}
        page={query.page}
        limit={query.limit}
        isFetching={enterprises.isFetching}
        labels={labels}
        onPage={list.setPage}
        onView={(row) => setOpenId(row.id)}
      />
      <ServedEnterpriseModal
        id={openId}
        canSave={canSave}
        onClose={() => setOpenId(null)}
        onSaved={() => {
          setOpenId(null);
          list.restart();
        }}
      />
    </>
  );
}

/**
 * /user/serviceManagement (assessment.md 2): a certified provider follows and documents every
 * enterprise it serves in the 551 topic. The server decides who sees what; this chooses what to show.
 */
export function ServiceManagementPage() {
  const access = useSolutionAccess();
  let body = <ServiceWorkspace canSave={access.canManage} />;
  if (access.isRechecking) body = <Spin className="service-management__loading" />;
  else if (!access.isProvider) body = <ProviderFirstNotice />;
  return <section className="service-management">{body}</section>;
}
