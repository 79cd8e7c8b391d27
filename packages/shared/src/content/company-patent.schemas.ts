import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import {
  CONTENT_STATUSES,
  type ContentStatus,
  contentIdParams,
  contentMessages,
  optionalFilter,
} from './content.schemas';
import { PATENT_TYPES, patentFields, patentListItem } from './patent.schemas';

/**
 * A company's own patents (/user/patent, /user/myproperty; docs/company-property.md): patents
 * content rows carrying the company's id. The company submits; the content editor publishes.
 */
export const companyPatentMessages = {
  added: '提交成功，等待平台审核发布',
  updated: '保存成功，等待平台审核发布',
  deleted: '删除成功',
  notFound: '专利不存在',
  numberRequired: '请输入专利号',
  numberTaken: '该专利号已登记',
  typeRequired: '请选择专利类型',
  publishedLocked: '已发布的专利如需修改，请联系平台运营',
  publishedUndeletable: '已发布的专利如需删除，请联系平台运营',
} as const;

/**
 * The content statuses as the company reads them: a draft waits for the content editor (待审核), an
 * unpublished entry was taken down or not accepted (已下线; an edit sends it back to 待审核).
 */
export const COMPANY_PATENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: '待审核',
  published: '已发布',
  unpublished: '已下线',
};

/** The patent form of the CMS less what only operators set (publish time, pin); the number is required. */
export const companyPatentFields = patentFields
  .pick({ title: true, patentee: true, applyDate: true, summary: true })
  .extend({
    patentType: z.enum(PATENT_TYPES, { error: companyPatentMessages.typeRequired }),
    patentNumber: z
      .string({ error: companyPatentMessages.numberRequired })
      .trim()
      .min(1, { error: companyPatentMessages.numberRequired })
      .max(50, { error: contentMessages.textTooLong('专利号', 50) }),
  });
export type CompanyPatentFields = z.infer<typeof companyPatentFields>;

export const companyPatentIdParams = contentIdParams;

export const COMPANY_PATENT_SORT_KEYS = ['updateTime', 'applyDate', 'id'] as const;
export const companyPatentListQuery = pagingQuery(COMPANY_PATENT_SORT_KEYS).extend({
  title: optionalFilter(),
  patentType: optionalFilter(),
  status: z
    .enum(['', ...CONTENT_STATUSES])
    .optional()
    .transform((v) => (v ? (v as ContentStatus) : undefined)),
});
export type CompanyPatentListQuery = z.infer<typeof companyPatentListQuery>;

export const companyPatentItem = patentListItem.extend({
  status: z.enum(CONTENT_STATUSES),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CompanyPatentItem = z.infer<typeof companyPatentItem>;
export const companyPatentListAnswer = pagedEnvelopeOf(companyPatentItem);
export const companyPatentSavedAnswer = envelopeOf(z.object({ id: z.string() }));

/** GET /api/dtmm/company/property/summary: the company's intellectual property at a glance. */
export const COMPANY_PROPERTY_LATEST = 10;
export const companyPropertySummary = z.object({
  total: z.number().int(),
  byType: z.array(z.object({ patentType: z.enum(PATENT_TYPES), count: z.number().int() })),
  byStatus: z.array(z.object({ status: z.enum(CONTENT_STATUSES), count: z.number().int() })),
  /** The newest public entries, at most COMPANY_PROPERTY_LATEST. */
  published: z.array(patentListItem),
});
export type CompanyPropertySummary = z.infer<typeof companyPropertySummary>;
export const companyPropertySummaryAnswer = envelopeOf(companyPropertySummary);
