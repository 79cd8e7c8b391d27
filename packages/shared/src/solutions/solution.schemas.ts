import { z } from 'zod';
import { IMAGE_MAX_COUNT, LONG_TEXT_MAX, SOLUTION_MAX_INDUSTRIES } from '../common/constants';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { rowId, rowIdParams } from '../common/id.schemas';
import { messages } from '../common/messages';
import { pagingQuery } from '../common/paging';
import { isPhoneOrLandline } from '../common/validators';
import { contentMessages, optionalFilter, RICH_TEXT_MAX } from '../content/content.schemas';
import { isFileId } from '../files/file.schemas';
import { SOLUTION_STATUSES, type SolutionStatus } from './solution.workflow';

/**
 * The 应用行业 (service.serviceTarget) a solution declares to fit every industry; recommendations
 * mark it 通用方案 and offer it after the solutions declared for the company's own industry.
 */
export const GENERAL_PURPOSE_INDUSTRY = '通用';

/** portal.md 5.8 and the messages the spec does not word. */
export const solutionMessages = {
  nameRequired: '请输入解决方案名称',
  contactRequired: '请输入联系人',
  phoneRequired: '请输入联系电话',
  phoneInvalid: '联系电话格式不正确',
  categoryRequired: '请选择应用场景',
  areaRequired: '请选择服务区域',
  targetRequired: '请选择应用行业',
  tooManyTargets: `应用行业最多选择${SOLUTION_MAX_INDUSTRIES}个`,
  tooManyImages: messages.file.tooMany(IMAGE_MAX_COUNT),
  descriptionTooLong: `方案概述不能超过${LONG_TEXT_MAX}个字`,
  textTooLong: (name: string) => `${name}不能超过${LONG_TEXT_MAX}个字`,
  formInvalid: '请完善表单信息',
  unknownValue: (field: string, value: string) => `${field}「${value}」不在可选范围内`,
  imageNotOwn: '方案图片须为本企业上传的图片',
  notFound: '解决方案不存在',
  saved: '提交成功，等待审核',
  deleted: '删除成功',
  opinionRequired: '请填写驳回意见',
  reasonRequired: '请填写下架原因',
  approved: '审核通过',
  rejected: '已驳回',
  unpublished: '已下架',
  changed: '该方案的状态已变化，请刷新后重试',
} as const;

/** A comma-joined list at the API edge (portal.md 3); inside, an array without blanks or repeats. */
const commaList = (required: string, max?: { count: number; msg: string }) =>
  z
    .string({ error: required })
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length > 0, { error: required })
    .refine((items) => !max || items.length <= max.count, { error: max?.msg ?? required });
const text = (name: string) =>
  z
    .string()
    .trim()
    .max(LONG_TEXT_MAX, { error: solutionMessages.textTooLong(name) })
    .default('');

/** The body of save and update (portal.md 5.8); tableFlag, companyId and serviceProviderId are the server's. */
export const solutionFields = z.object({
  solutionName: z
    .string({ error: solutionMessages.nameRequired })
    .trim()
    .min(1, { error: solutionMessages.nameRequired })
    .max(100),
  contactPerson: z
    .string({ error: solutionMessages.contactRequired })
    .trim()
    .min(1, { error: solutionMessages.contactRequired })
    .max(50),
  contactPhone: z
    .string({ error: solutionMessages.phoneRequired })
    .trim()
    .min(1, { error: solutionMessages.phoneRequired })
    .refine(isPhoneOrLandline, { error: solutionMessages.phoneInvalid }),
  serviceCategory: commaList(solutionMessages.categoryRequired),
  serviceArea: commaList(solutionMessages.areaRequired),
  serviceTarget: commaList(solutionMessages.targetRequired, {
    count: SOLUTION_MAX_INDUSTRIES,
    msg: solutionMessages.tooManyTargets,
  }),
  solutionDescription: z.string().trim().max(LONG_TEXT_MAX, { error: solutionMessages.descriptionTooLong }).default(''),
  painPoints: z.string().max(RICH_TEXT_MAX).default(''),
  solutionIntroduction: text('方案介绍'),
  applicationValue: text('应用价值'),
  classicCases: text('典型案例'),
  solutionImage: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .refine((ids) => ids.every(isFileId), { error: contentMessages.badFileId })
    .refine((ids) => ids.length <= IMAGE_MAX_COUNT, { error: solutionMessages.tooManyImages }),
});
export type SolutionFields = z.infer<typeof solutionFields>;
export const solutionUpdateBody = solutionFields.extend({ id: rowId() });
export const solutionIdParams = rowIdParams;
export const providerIdParams = z.object({ providerId: rowId() });

/** A solution at the API edge (portal.md 3): lists comma-joined, the opinion in fdAddOn1. */
export const solutionItem = z.object({
  id: z.string(),
  solutionName: z.string(),
  serviceProviderId: z.string(),
  serviceProviderName: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  serviceCategory: z.string(),
  serviceTarget: z.string(),
  serviceArea: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  solutionDescription: z.string(),
  painPoints: z.string(),
  solutionIntroduction: z.string(),
  applicationValue: z.string(),
  classicCases: z.string(),
  solutionImage: z.string(),
  fdAddOn1: z.string(),
  fdAddOn2: z.string(),
  fdAddOn3: z.string(),
  orderNumber: z.number().int(),
  createTime: z.string(),
  createrId: z.string(),
  createrName: z.string(),
  updateTime: z.string(),
  updaterId: z.string(),
  updaterName: z.string(),
  tableFlag: z.enum([SOLUTION_STATUSES.rejected, SOLUTION_STATUSES.approved, SOLUTION_STATUSES.underReview]),
  processInstanceId: z.string(),
  tenantId: z.string(),
});
export type SolutionItem = z.infer<typeof solutionItem>;
export const solutionAnswer = envelopeOf(solutionItem);
export const solutionListAnswer = pagedEnvelopeOf(solutionItem);
export const solutionArrayAnswer = envelopeOf(z.array(solutionItem));
export const solutionSavedAnswer = envelopeOf(z.object({ id: z.string() }));

export const SOLUTION_SORT_KEYS = ['orderNumber', 'updateTime', 'createTime', 'id'] as const;
/** GET listFull (public: approved only whatever tableFlag says) and list (the provider's own). */
export const solutionListQuery = pagingQuery(SOLUTION_SORT_KEYS).extend({
  tableFlag: optionalFilter(5),
  serviceTarget: optionalFilter(),
  serviceCategory: optionalFilter(),
  solutionName: optionalFilter(),
});
export type SolutionListQuery = z.infer<typeof solutionListQuery>;

/** GET /api/dtmm/plan/serviceProvider/currentList (portal.md 3 service provider list item). */
export const currentProviderItem = z.object({
  id: z.string(),
  leadUnit: z.string(),
  companyId: z.string(),
  serviceProviderName: z.string(),
});
export type CurrentProviderItem = z.infer<typeof currentProviderItem>;
export const currentProviderListAnswer = envelopeOf(z.array(currentProviderItem));

/** The operators' queue and decisions. */
export const adminSolutionListQuery = pagingQuery(['updateTime', 'createTime', 'id'] as const).extend({
  status: z
    .enum(['', SOLUTION_STATUSES.rejected, SOLUTION_STATUSES.approved, SOLUTION_STATUSES.underReview])
    .optional()
    .transform((v) => (v ? (v as SolutionStatus) : undefined)),
  providerId: optionalFilter(20).refine((v) => v === undefined || /^\d{1,15}$/.test(v), { error: '服务商编号不正确' }),
  solutionName: optionalFilter(),
});
export const solutionReview = z.object({
  decision: z.enum(['submit', 'approve', 'reject', 'unpublish']),
  opinion: z.string(),
  reviewerName: z.string(),
  createTime: z.string(),
});
export type SolutionReview = z.infer<typeof solutionReview>;
export const adminSolutionDetail = solutionItem.extend({ reviews: z.array(solutionReview) });
export type AdminSolutionDetail = z.infer<typeof adminSolutionDetail>;
export const adminSolutionAnswer = envelopeOf(adminSolutionDetail);
export const solutionRejectBody = z.object({
  opinion: z
    .string({ error: solutionMessages.opinionRequired })
    .trim()
    .min(1, { error: solutionMessages.opinionRequired })
    .max(LONG_TEXT_MAX),
});
export const solutionUnpublishBody = z.object({
  reason: z
    .string({ error: solutionMessages.reasonRequired })
    .trim()
    .min(1, { error: solutionMessages.reasonRequired })
    .max(LONG_TEXT_MAX),
});
