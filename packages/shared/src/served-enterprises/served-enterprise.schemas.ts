import { z } from 'zod';
import { YEAR_FILTER_SPAN } from '../common/constants';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { rowId } from '../common/id.schemas';
import { messages } from '../common/messages';
import { pagingQuery } from '../common/paging';
import { fileInfo } from '../files/file.schemas';

/**
 * The 551 topic's served enterprises (issue 18): an enterprise that starts a 551 assessment with a
 * provider becomes one of that provider's served enterprises. The service status is derived from
 * the record and the evidence (docs/service-management.md), never stored apart from them:
 * '0' 待服务 until the enterprise answers, '1' 服务中 while it answers or until the report is in,
 * '2' 已完成 once the record is complete and the provider has uploaded the assessment report.
 */
export const SERVICE_STATUSES = { planned: '0', inService: '1', completed: '2' } as const;
export const SERVICE_STATUS_NAMES = ['0', '1', '2'] as const;
export type ServiceStatus = (typeof SERVICE_STATUS_NAMES)[number];
/** The service.status dictionary's labels (seeded; the dictionary stays the source the page reads). */
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = { '0': '待服务', '1': '服务中', '2': '已完成' };

export const SERVICE_MESSAGES = {
  saved: '保存成功',
  saveFailed: '保存失败，请稍后重试',
  notFound: '服务企业不存在',
  /** A photo or report id that is not this provider's upload of that kind. */
  sitePhotoFile: '现场照片不存在或不是本服务商上传的照片',
  reportFile: '评估报告不存在或不是本服务商上传的PDF文件',
  sitePhotoCount: messages.file.sitePhotoCount,
  reportCount: messages.file.reportCount,
  duplicateFile: '同一文件不能重复添加',
  /** The enterprise may not delete a 551 record its provider has documented. */
  recordHasEvidence: '服务商已上传该评估的现场照片或评估报告，不能删除',
  year: '请选择正确的年份',
  targets: '目标数量须为0至100000之间的整数',
  targetsSaved: '551专题目标已保存',
} as const;
const m = SERVICE_MESSAGES;

export const SITE_PHOTO_MAX = 5;
/** The year selector reaches back 30 years (assessment.md 7). */
export const SERVICE_YEAR_SPAN = YEAR_FILTER_SPAN;
/** The 551 topic's default targets: 5 service squads, 50 experts, 100 enterprises. */
export const TOPIC551_DEFAULT_TARGETS = { squads: 5, experts: 50, enterprises: 100 } as const;

/** An empty filter field means "any" (assessment.md 5: empty-valued filters are removed). */
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
const calendarYear = z.coerce
  .number({ error: m.year })
  .int({ error: m.year })
  .min(1990, { error: m.year })
  .max(2200, { error: m.year });
/** A year filter; empty means every year. */
const year = z.preprocess((v) => (v === '' || v === null ? undefined : v), calendarYear.optional());

/** GET /api/dtmm/company/serviceProviderCompany/listFull (assessment.md 7; the spelling is the spec's). */
export const servedEnterpriseListQuery = pagingQuery(['createTime', 'id', 'completionTime'] as const).extend({
  /** The enterprise's name, contained. */
  queryCondition: optionalText(50),
  /** The year the enterprise started its 551 assessment (China time); none: every year. */
  submitYear: year,
  /** company.type dictionary value of the enterprise. */
  companyCompanyType: optionalText(20),
});
export type ServedEnterpriseListQuery = z.infer<typeof servedEnterpriseListQuery>;

/** One row of the provider's list (assessment.md 3, service list row). */
export const servedEnterpriseRow = z.object({
  id: z.string(),
  companyName: z.string(),
  /** Region names, '' when unknown. */
  company_province: z.string(),
  company_city: z.string(),
  company_district: z.string(),
  /** The industry's name, the most specific level the enterprise gave (GB/T 4754); '' when none. */
  company_industry: z.string(),
  /** company.type dictionary value. */
  company_companyType: z.string(),
  /** 0 (未达标 or not complete) … 5. */
  answer_assessmentLevel: z.number().int(),
  /** 'yyyy-MM-dd HH:mm:ss', '' until the record completes. */
  answer_completionTime: z.string(),
  serviceStatus: z.enum(SERVICE_STATUS_NAMES),
  /** When the enterprise started the 551 assessment with this provider. */
  createTime: z.string(),
});
export type ServedEnterpriseRow = z.infer<typeof servedEnterpriseRow>;
export const servedEnterpriseListAnswer = pagedEnvelopeOf(servedEnterpriseRow);

/** GET .../statistics?submitYear=: the provider's four cards. */
export const servedEnterpriseStatisticsQuery = z.object({ submitYear: year });
export const servedEnterpriseStatistics = z.object({
  /** Served enterprises whose service is complete. */
  completedCount: z.number().int(),
  /** Served enterprises not yet answering (待服务). */
  plannedCount: z.number().int(),
  /** Every served enterprise of the 551 special project in the year. */
  specialProjectCount: z.number().int(),
  /** completed / special project as a percentage with two decimals, e.g. '33.33%'; '0.00%' with none. */
  progressRate: z.string(),
});
export type ServedEnterpriseStatistics = z.infer<typeof servedEnterpriseStatistics>;
export const servedEnterpriseStatisticsAnswer = envelopeOf(servedEnterpriseStatistics);

/** GET .../detail/{id} (assessment.md 3, served enterprise). */
export const servedEnterpriseDetail = z.object({
  id: z.string(),
  recordId: z.string(),
  companyName: z.string(),
  company_employee: z.string(),
  company_socialCreditCode: z.string(),
  /** The industry's name, as in the list row. */
  company_industry: z.string(),
  company_companyType: z.string(),
  company_annualRevenue: z.string(),
  company_legalRepresentative: z.string(),
  company_contactPhone: z.string(),
  /** Region names. */
  company_province: z.string(),
  company_city: z.string(),
  company_district: z.string(),
  /** The enterprise's licence file id (readable by the provider that serves it). */
  company_licenseFilePath: z.string(),
  /** null until the record completes. */
  answer_totalScore: z.number().nullable(),
  answer_assessmentLevel: z.number().int(),
  answer_completionTime: z.string(),
  serviceStatus: z.enum(SERVICE_STATUS_NAMES),
  /** Comma lists of file ids, as saved. */
  sitePhotos: z.string(),
  assessmentReport: z.string(),
  /** The same files with their names and addresses, for the page. */
  sitePhotoFiles: z.array(fileInfo),
  assessmentReportFile: fileInfo.nullable(),
  /** The provider (operators read every provider's). */
  serviceProviderId: z.string(),
  serviceProviderName: z.string(),
  updateTime: z.string(),
});
export type ServedEnterpriseDetail = z.infer<typeof servedEnterpriseDetail>;
export const servedEnterpriseDetailAnswer = envelopeOf(servedEnterpriseDetail);

/** A comma list of file ids; '' (or absent) clears it. */
const fileIdList = (countMax: number, countMessage: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string()
      .max(2000)
      .transform((text) =>
        text
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter((id) => id !== ''),
      )
      .pipe(z.array(z.string()).max(countMax, { error: countMessage })),
  );

/** POST .../update: the provider's evidence (JSON: id, sitePhotos, assessmentReport). */
export const servedEnterpriseUpdateInput = z.object({
  id: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)], {
    error: m.notFound,
  }),
  sitePhotos: fileIdList(SITE_PHOTO_MAX, m.sitePhotoCount),
  assessmentReport: fileIdList(1, m.reportCount),
});
export type ServedEnterpriseUpdateInput = z.input<typeof servedEnterpriseUpdateInput>;

/** GET /api/admin/served-enterprises: every provider's served enterprises. */
export const adminServedEnterpriseQuery = servedEnterpriseListQuery.extend({
  /** The provider's company id. */
  serviceProviderId: z.preprocess((v) => (v === '' || v === null ? undefined : v), rowId().optional()),
  serviceStatus: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SERVICE_STATUS_NAMES).optional()),
});
export type AdminServedEnterpriseQuery = z.infer<typeof adminServedEnterpriseQuery>;
export const adminServedEnterpriseRow = servedEnterpriseRow.extend({
  serviceProviderId: z.string(),
  serviceProviderName: z.string(),
});
export const adminServedEnterpriseListAnswer = pagedEnvelopeOf(adminServedEnterpriseRow);

/** The 551 topic's targets for a year (operators set them; 5 / 50 / 100 until they do). */
export const topic551Targets = z.object({
  squads: z.number().int(),
  experts: z.number().int(),
  enterprises: z.number().int(),
});
export type Topic551Targets = z.infer<typeof topic551Targets>;
const target = z.coerce
  .number({ error: m.targets })
  .int({ error: m.targets })
  .min(0, { error: m.targets })
  .max(100_000, {
    error: m.targets,
  });
/** PUT /api/admin/topic551/targets: a year's targets and the experts enrolled (the platform keeps no expert registry). */
export const topic551TargetsInput = z.object({
  year: calendarYear,
  squads: target,
  experts: target,
  enterprises: target,
  expertsEnrolled: target,
});

/** GET /api/admin/topic551/progress?year=: the province's 551 progress against the year's targets. */
export const topic551ProgressQuery = z.object({ year: year });
export const topic551Progress = z.object({
  year: z.number().int(),
  targets: topic551Targets,
  /** Providers serving at least one enterprise in the year (the service squads). */
  squads: z.number().int(),
  /** Experts enrolled, as the operators recorded it. */
  experts: z.number().int(),
  /** Served enterprises in the year, and by status. */
  enterprises: z.number().int(),
  planned: z.number().int(),
  inService: z.number().int(),
  completed: z.number().int(),
  /** completed / target enterprises, two decimals with '%'. */
  progressRate: z.string(),
  /** Per city of the enterprises (region code and name; '' for unknown), the most first. */
  cities: z.array(
    z.object({ code: z.string(), name: z.string(), enterprises: z.number().int(), completed: z.number().int() }),
  ),
});
export type Topic551Progress = z.infer<typeof topic551Progress>;
/** The figures in all, without the cities: the province dashboard's 551 card. */
export const topic551Summary = topic551Progress.omit({ cities: true });
export type Topic551Summary = z.infer<typeof topic551Summary>;
export const topic551ProgressAnswer = envelopeOf(topic551Progress);

/**
 * GET /api/admin/topic551/providers?year=&page=&limit=: each provider's served enterprises of the year,
 * paged (a province has thousands of providers): the busiest first (`sord=asc`: the least busy), then
 * the most completed, then by name.
 */
export const topic551ProviderQuery = pagingQuery(['enterprises'] as const).extend({ year: year });
export type Topic551ProviderQuery = z.infer<typeof topic551ProviderQuery>;
export const topic551ProviderProgress = z.object({
  serviceProviderId: z.string(),
  serviceProviderName: z.string(),
  enterprises: z.number().int(),
  planned: z.number().int(),
  inService: z.number().int(),
  completed: z.number().int(),
});
export type Topic551ProviderProgress = z.infer<typeof topic551ProviderProgress>;
export const topic551ProviderAnswer = pagedEnvelopeOf(topic551ProviderProgress);

/** completed / total as 'xx.xx%' (never 'NaN'). */
export function percentText(part: number, whole: number): string {
  return `${(whole > 0 ? (part / whole) * 100 : 0).toFixed(2)}%`;
}
