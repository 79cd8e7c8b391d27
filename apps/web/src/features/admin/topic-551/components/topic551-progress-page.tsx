import '../topic-551.css';
import { mayUseArea } from '@dtmm/shared';
import { Alert, Button, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { useServiceStatusLabels } from '@/features/service-management/components/service-status-tag';
import { useTopic551Progress } from '../api/topic551-api';
import { servedEnterprisesLink } from '../served-filters';
import { currentYear, yearChoices, yearOf } from '../topic551-years';
import { CityProgressTable } from './city-progress-table';
import { ProviderProgressTable } from './provider-progress-table';
import { StatusSummary } from './status-summary';
import { TargetCards } from './target-cards';
import { TargetsModal } from './targets-modal';

const YEARS = yearChoices({ withAll: false });

/** /admin/topic551: the province's 551 progress of a year (in the address) against that year's targets. */
export function Topic551ProgressPage() {
  const [params, setParams] = useSearchParams();
  const year = yearOf(params.get('year'));
  const { data, isPending, isError } = useTopic551Progress(year);
  const labels = useServiceStatusLabels();
  const [isSetting, setSetting] = useState(false);
  // Setting the targets is a system administrator's (ADMIN_AREA_ROLES); every operator reads the progress.
  const maySetTargets = mayUseArea(useSession().user?.operatorRoles ?? [], 'topic551Targets');
  const chooseYear = (value: string) => setParams(value === String(currentYear()) ? {} : { year: value });
  return (
    <section className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">551专题进度</h1>
        <div className="topic551-tools">
          <Select
            aria-label="年度"
            className="topic551-year"
            value={String(year)}
            options={YEARS}
            onChange={chooseYear}
          />
          <Link to={servedEnterprisesLink({ submitYear: String(year) })}>查看服务企业</Link>
          {maySetTargets ? (
            <Button type="primary" disabled={!data} onClick={() => setSetting(true)}>
              设置目标
            </Button>
          ) : null}
        </div>
      </div>
      {isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {isError ? <Alert type="error" showIcon title="551专题进度加载失败，请刷新重试" /> : null}
      {data ? (
        <>
          <TargetCards progress={data} />
          <StatusSummary progress={data} labels={labels} />
          <div className="topic551-tables">
            <ProviderProgressTable year={year} labels={labels} />
            <CityProgressTable cities={data.cities} />
          </div>
          <TargetsModal progress={data} isOpen={isSetting} onClose={() => setSetting(false)} />
        </>
      ) : null}
    </section>
  );
}
