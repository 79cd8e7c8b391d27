import {
  ASSESSMENT_LEVELS,
  FORMAL_STATUS_LABELS,
  INSIGHT_MESSAGES,
  INSIGHT_MINIMUM_SAMPLE,
  type InsightMonth,
  indicatorEntry,
  type ProvinceInsight,
  type ScoreGroup,
  SOLUTION_STATUS_LABELS,
  type StatusCount,
} from '@dtmm/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { industryName } from '../industries/industries.data';
import { areaText, regionChildren } from '../regions/regions.data';
import { topic551Summary } from '../served-enterprises/topic551.service';
import {
  type BreakdownRow,
  countBreakdowns,
  countCertifiedNow,
  countFormalApplications,
  countMonthly,
  countSolutions,
  findWeakestIndicators,
  type IndicatorAverageRow,
  type InsightFilters,
  type MonthCountRow,
  type StatusRow,
} from './insight.repository';

type Series = Exclude<keyof InsightMonth, 'month'>;
const SERIES: readonly Series[] = [
  'users',
  'companies',
  'certifiedEnterprises',
  'certifiedProviders',
  'assessmentsStarted',
  'assessmentsCompleted',
];
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The twelve months, each series' count or 0. */
function monthsOf(rows: readonly MonthCountRow[]): InsightMonth[] {
  const counts = new Map(rows.map((row) => [`${row.series}:${row.month}`, Number(row.n)]));
  return MONTHS.map((month) => ({
    month,
    ...(Object.fromEntries(SERIES.map((name) => [name, counts.get(`${name}:${month}`) ?? 0])) as Record<
      Series,
      number
    >),
  }));
}

const totalsOf = (months: readonly InsightMonth[]) =>
  Object.fromEntries(SERIES.map((name) => [name, months.reduce((sum, month) => sum + month[name], 0)])) as Record<
    Series,
    number
  >;

/** Every status of a workflow with its count (0 where the query found none), in the labels' order. */
export function statusCounts(labels: Readonly<Record<string, string>>, rows: readonly StatusRow[]): StatusCount[] {
  const counts = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return Object.entries(labels).map(([status, label]) => ({ status, label, count: counts.get(status) ?? 0 }));
}

const LEVEL_NAMES = ['未达标', ...ASSESSMENT_LEVELS.map((entry) => entry.name)];

/** One dimension of the breakdown, named, the best average first. */
function groupsOf(
  rows: readonly BreakdownRow[],
  dimension: BreakdownRow['dimension'],
  nameOf: (code: string) => string,
) {
  return rows
    .filter((row) => row.dimension === dimension)
    .map(
      (row): ScoreGroup => ({
        code: row.code ?? '',
        name: nameOf(row.code ?? ''),
        companies: Number(row.companies),
        averageScore: Number(row.average ?? 0),
      }),
    )
    .sort((a, b) => b.averageScore - a.averageScore || a.code.localeCompare(b.code));
}

/** A weakest indicator named by the indicator system: any of T01–T42, 数字化经营's among them. */
export function weakIndicatorOf(row: IndicatorAverageRow): ProvinceInsight['weakestIndicators'][number] {
  const entry = indicatorEntry(row.id);
  return {
    id: row.id,
    name: entry?.name ?? row.id,
    groupName: entry ? `${entry.area.name} · ${entry.group.name}` : '',
    averageScore: Number(row.average),
    sample: Number(row.sample),
  };
}

/** A city filter must name a city of the platform's province (400 otherwise). */
export function assertProvinceCity(ctx: AppContext, cityCode: string | undefined) {
  if (cityCode === undefined) return;
  const cities = regionChildren(ctx.config.platform.provinceCode) ?? [];
  if (!cities.some((city) => city.code === cityCode)) throw AppError.badRequest(INSIGHT_MESSAGES.city);
}

/** The province dashboard for a year and the optional city and industry (docs/insight.md). */
export async function provinceInsight(ctx: AppContext, filters: InsightFilters): Promise<ProvinceInsight> {
  const { db } = ctx;
  const [monthly, certifiedNow, breakdowns, weakest, topic551, solutions, formal, sizeLabels] = await Promise.all([
    countMonthly(db, filters),
    countCertifiedNow(db, filters),
    countBreakdowns(db, filters),
    findWeakestIndicators(db, filters),
    topic551Summary(ctx, filters.year),
    countSolutions(db, filters),
    countFormalApplications(db, filters),
    ctx.dictionaries.items('company.scale'),
  ]);
  const months = monthsOf(monthly);
  const sizeName = new Map(sizeLabels.map((item) => [item.value, item.label]));
  const levelCounts = new Map(
    breakdowns.filter((row) => row.dimension === 'level').map((row) => [Number(row.code), Number(row.companies)]),
  );
  return {
    year: filters.year,
    cityCode: filters.cityCode ?? '',
    industryCode: filters.industryCode ?? '',
    totals: totalsOf(months),
    certifiedNow,
    months,
    levels: LEVEL_NAMES.map((name, level) => ({ level, name, companies: levelCounts.get(level) ?? 0 })),
    averageByIndustry: groupsOf(breakdowns, 'industry', (code) => industryName(code) ?? '行业未填报'),
    averageByCity: groupsOf(breakdowns, 'city', (code) => areaText(code) || '地区未填报'),
    averageBySize: groupsOf(breakdowns, 'size', (code) => sizeName.get(code) ?? '规模未填报'),
    weakestIndicators: weakest.map(weakIndicatorOf),
    sampleRule: {
      minimumCompanies: INSIGHT_MINIMUM_SAMPLE,
      statement: INSIGHT_MESSAGES.sampleRule(INSIGHT_MINIMUM_SAMPLE),
    },
    topic551,
    solutions: statusCounts(SOLUTION_STATUS_LABELS, solutions),
    formalApplications: statusCounts(FORMAL_STATUS_LABELS, formal),
  };
}
