import type { ProvinceInsight } from '@dtmm/shared';
import { Alert, Card, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '@/features/admin/exports/export-button';
import { GoalProgress } from '@/features/admin/topic-551/components/goal-progress';
import { useIsPhone } from '@/lib/use-is-phone';
import { type InsightFilters as Filters, useProvinceInsight } from '../api/insight-api';
import { ChartCard } from './chart-card';
import { assessmentsOption, averagesOption, growthOption, levelsOption } from './insight-chart-options';
import { currentYear, InsightFilters, useScopeName } from './insight-filters';
import { StatCards } from './stat-cards';
import { StatusList } from './status-list';
import { WeakestTable } from './weakest-table';

/** The filters the address holds (?year=&cityCode=&industryCode=); a bad year reads as this year. */
function useAddressFilters(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year'));
  const filters: Filters = {
    year: Number.isInteger(year) && year > 1990 ? year : currentYear(),
    cityCode: params.get('cityCode') ?? '',
    industryCode: params.get('industryCode') ?? '',
  };
  const choose = (next: Filters) =>
    setParams(
      Object.fromEntries(
        Object.entries({ ...next, year: next.year === currentYear() ? '' : String(next.year) }).filter(([, v]) => v),
      ),
    );
  return [filters, choose];
}

function Topic551Card({ progress }: { progress: ProvinceInsight['topic551'] }) {
  const goals = [
    { label: '服务队', done: progress.squads, goal: progress.targets.squads },
    { label: '专家', done: progress.experts, goal: progress.targets.experts },
    { label: '服务企业（已完成）', done: progress.completed, goal: progress.targets.enterprises },
  ];
  return (
    <Card className="insight-card" size="small" title={`551专题进度（${progress.year}年，全省）`}>
      <ul className="insight-status">
        {goals.map((goal) => (
          <li key={goal.label} className="insight-status__row">
            <span className="insight-status__label">
              {goal.label} {goal.done}/{goal.goal}
            </span>
            <GoalProgress label={`${goal.label}目标完成进度`} done={goal.done} goal={goal.goal} size="small" />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Figures({ data, scope }: { data: ProvinceInsight; scope: string }) {
  const isPhone = useIsPhone();
  const options = useMemo(
    () => ({
      growth: growthOption(data.months),
      assessments: assessmentsOption(data.months),
      levels: levelsOption(data.levels, isPhone),
      industry: averagesOption(data.averageByIndustry),
      city: averagesOption(data.averageByCity),
      size: averagesOption(data.averageBySize),
    }),
    [data, isPhone],
  );
  const assessed = data.levels.reduce((sum, level) => sum + level.companies, 0);
  return (
    <>
      <StatCards
        label="年度概况"
        figures={[
          { title: '注册用户', value: data.totals.users },
          { title: '新增企业', value: data.totals.companies },
          {
            title: '已认证企业',
            value: data.certifiedNow.enterprises,
            suffix: <small>（本年{data.totals.certifiedEnterprises}）</small>,
          },
          {
            title: '已认证服务商',
            value: data.certifiedNow.providers,
            suffix: <small>（本年{data.totals.certifiedProviders}）</small>,
          },
          { title: '开始评估', value: data.totals.assessmentsStarted },
          { title: '完成评估', value: data.totals.assessmentsCompleted },
        ]}
      />
      <div className="insight-grid">
        <ChartCard title="每月注册与认证" option={options.growth} isEmpty={false} />
        <ChartCard title="每月自评估开始与完成" option={options.assessments} isEmpty={false} />
        <ChartCard
          title={`企业等级分布（${assessed}家）`}
          option={options.levels}
          isEmpty={assessed === 0}
          // The legend under the ring takes three lines on a phone.
          height={isPhone ? 340 : undefined}
        />
        <ChartCard title="各行业平均分" option={options.industry} isEmpty={data.averageByIndustry.length === 0} />
        <ChartCard title="各地市平均分" option={options.city} isEmpty={data.averageByCity.length === 0} />
        <ChartCard title="各规模企业平均分" option={options.size} isEmpty={data.averageBySize.length === 0} />
      </div>
      <WeakestTable rows={data.weakestIndicators} rule={data.sampleRule.statement} scope={scope} />
      <div className="insight-grid insight-grid--three">
        <Topic551Card progress={data.topic551} />
        <StatusList title="解决方案" counts={data.solutions} />
        <StatusList title="正式评估申请" counts={data.formalApplications} />
      </div>
    </>
  );
}

/** The province dashboard with its filters (an operator's, in /admin/insight and /bi/bidashboard/view). */
export function ProvinceDashboard() {
  const [filters, setFilters] = useAddressFilters();
  const { data, isPending, isError } = useProvinceInsight(filters);
  const scope = useScopeName(filters);
  return (
    <div className="insight">
      <div className="insight-toolbar">
        <InsightFilters filters={filters} onChange={setFilters} />
        {/* The year's assessment records of the chosen city and industry, as .xlsx. */}
        <ExportButton table="assessments" query={{ ...filters }} />
      </div>
      <p className="insight-note">
        等级、平均分与薄弱指标按每家企业在所选年度内最近一次完成的自评估（诊断服务与551专题）统计；时间按北京时间。
      </p>
      {isPending ? <Skeleton active paragraph={{ rows: 10 }} /> : null}
      {isError ? <Alert type="error" showIcon title="数据看板加载失败，请刷新重试" /> : null}
      {data ? <Figures data={data} scope={scope} /> : null}
    </div>
  );
}
