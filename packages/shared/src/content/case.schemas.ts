import { z } from 'zod';
import { CASE_TYPES } from '../common/constants';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import {
  contentAdminMeta,
  contentText,
  contentTime,
  contentTitle,
  optionalFileId,
  optionalFilter,
  orderNumber,
  richText,
} from './content.schemas';

const PROVIDER_ID_INVALID = '服务商编号不正确';

export const CASE_SORT_KEYS = ['createTime', 'id'] as const;
/** GET /api/dtmm/company/case/list; companyId picks a service provider's cases. */
export const caseListQuery = pagingQuery(CASE_SORT_KEYS).extend({
  caseType: optionalFilter(),
  caseTitle: optionalFilter(),
  industryCategory: optionalFilter(),
  companyId: optionalFilter(20).refine((v) => v === undefined || /^\d{1,15}$/.test(v), { error: PROVIDER_ID_INVALID }),
});
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseListItem = z.object({
  id: z.string(),
  caseTitle: z.string(),
  caseSummary: z.string(),
  coverImage: z.string(),
  caseType: z.string(),
  industryCategory: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  logo: z.string(),
  constructionUnit: z.string(),
  /** The publish date (portal.md 3 names it createTime). */
  createTime: z.string(),
});
export type CaseListItem = z.infer<typeof caseListItem>;
export const caseListAnswer = pagedEnvelopeOf(caseListItem);

/** fdAddOn1: the effect achieved (rich text); fdAddOn3: a video file id. */
export const caseDetail = caseListItem.extend({ caseContent: z.string(), fdAddOn1: z.string(), fdAddOn3: z.string() });
export type CaseDetail = z.infer<typeof caseDetail>;
export const caseDetailAnswer = envelopeOf(caseDetail);

export const caseFields = z.object({
  caseTitle: contentTitle(),
  caseSummary: contentText('案例简介', 1000),
  coverImage: optionalFileId,
  caseType: z.enum(CASE_TYPES, { error: '请选择案例类型' }),
  industryCategory: contentText('所属行业', 50),
  companyName: contentText('企业名称', 100),
  /** The service provider whose service case this is; empty for none. */
  companyId: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, { error: PROVIDER_ID_INVALID })
    .default(''),
  logo: optionalFileId,
  constructionUnit: contentText('建设单位', 100),
  publishTime: contentTime,
  caseContent: richText,
  fdAddOn1: richText,
  fdAddOn3: optionalFileId,
  orderNumber,
});
export type CaseFields = z.infer<typeof caseFields>;
export const adminCaseAnswer = envelopeOf(
  caseDetail.extend(contentAdminMeta.shape).extend({ publishTime: z.string() }),
);
