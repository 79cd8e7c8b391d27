import { SERVICE_YEAR_SPAN } from '@dtmm/shared';

/** The page's own words (assessment.md 2, service management). */
export const SERVICE_TEXTS = {
  title: '服务管理',
  subtitle: '管理“551”专项服务的全部服务项目，跟踪每家企业的评估与服务执行情况',
  year: '服务年度',
  search: '请输入企业名称',
  type: '企业类型',
  detail: '查看详情',
  detailTitle: '服务详情',
  sitePhotos: '现场照片',
  report: '评估报告',
} as const;

/** This year first, back SERVICE_YEAR_SPAN years (assessment.md 2: current year back 30 years). */
export const serviceYears = (currentYear: number): number[] =>
  Array.from({ length: SERVICE_YEAR_SPAN + 1 }, (_, index) => currentYear - index);

/** The server's percentage; one that is not a number (assessment.md 3: contains NaN) shows as none. */
export const progressText = (rate: string | undefined): string => (!rate || rate.includes('NaN') ? '0.00%' : rate);

/** '山西省 太原市 小店区' from the region names; '-' when none is known. */
export const regionText = (row: { company_province: string; company_city: string; company_district: string }) =>
  [row.company_province, row.company_city, row.company_district].filter(Boolean).join(' ') || '-';

/** '共 N 个服务项目'. */
export const totalText = (total: number) => `共 ${total} 个服务项目`;
