import { z } from 'zod';
import { LONG_TEXT_MAX } from '../common/constants';
import { messages } from '../common/messages';
import { pagingQuery } from '../common/paging';
import { CREDIT_CODE_PATTERN, hasValidCreditCodeChecksum, isWebUrl, MOBILE_PATTERN } from '../common/validators';

export const CERTIFICATION_MESSAGES = {
  legalRepresentative: '请输入法定代表人',
  area: '请选择区域',
  companyName: '请输入公司名称',
  contactPhone: '请输入电话',
  companyType: '请选择企业类型',
  industry: '请选择所在行业',
  numberOfEmployees: '请选择企业规模',
  businessIncome: '请选择营业收入范围',
  personInCharge: '请输入联系人',
  profile: '企业简介不能为空',
  companyAddress: '请输入企业地址',
  licence: '请上传企业营业执照',
  contactName: '请输入负责人姓名',
  serviceProviderType: '请选择服务商类别',
  serviceProviderCategory: '请选择服务场景',
  serviceIndustry: '请选择服务行业',
  serviceProviderIntroduction: '请输入服务商介绍',
  industryAdvantage: '请输入行业优势',
  coreProductService: '请输入核心产品及服务',
  longText: `内容不能超过${LONG_TEXT_MAX}个字符`,
  submitted: '提交成功',
  duplicateSubmit: '请勿重复提交',
  rejectReason: '请填写驳回原因',
  rejectReasonTooLong: '驳回原因不能超过500个字符',
  conflict: '该申请已被其他审核员处理，请刷新后查看',
  ownRequest: '不能审核自己提交的申请',
  applicantHasCompany: '申请人已加入其他企业，无法通过该申请',
  operatorApplicant: '平台运营账号不能加入企业',
  approved: '审核通过',
  rejected: '已驳回',
} as const;
const m = CERTIFICATION_MESSAGES;

/** A required trimmed text with its message, at most `max` characters. */
const required = (msg: string, max = 200, maxMsg = msg) =>
  z.string({ error: msg }).trim().min(1, { error: msg }).max(max, { error: maxMsg });
const longText = (msg: string) => required(msg, LONG_TEXT_MAX, m.longText);
const optionalText = (max = 200) =>
  z
    .string({ error: messages.common.badRequest })
    .trim()
    .max(max, { error: messages.common.badRequest })
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional company website: an http(s) address or nothing. */
const website = optionalText(200).refine((v) => v === null || isWebUrl(v), { error: messages.validation.url });

const creditCode = z
  .string({ error: messages.validation.creditCodeRequired })
  .trim()
  .min(1, { error: messages.validation.creditCodeRequired })
  .regex(CREDIT_CODE_PATTERN, { error: messages.validation.creditCodeFormat })
  .refine(hasValidCreditCodeChecksum, { error: messages.validation.creditCodeChecksum });

/** The enterprise certification payload of portal.md 3 with the messages of 5.5; unknown keys are dropped. */
export const enterpriseCertificationInput = z.object({
  certifyType: z.literal('企业'),
  legalRepresentative: required(m.legalRepresentative, 50),
  province: required(m.area, 12),
  city: required(m.area, 12),
  district: required(m.area, 12),
  companyName: required(m.companyName, 100),
  contactPhone: required(m.contactPhone, 20).regex(MOBILE_PATTERN, { error: messages.validation.mobile }),
  companyType: required(m.companyType, 50),
  industryCategory: required(m.industry, 10),
  secondaryIndustry: required(m.industry, 10),
  industry: optionalText(10),
  numberOfEmployees: required(m.numberOfEmployees, 50),
  businessIncome: required(m.businessIncome, 50),
  personInCharge: required(m.personInCharge, 50),
  fdAddOn2: longText(m.profile),
  companyAddress: required(m.companyAddress, 200),
  creditCode,
  certificationDocuments: required(m.licence, 64),
  logo: optionalText(64),
  companyWebsite: website,
});
export type EnterpriseCertificationInput = z.infer<typeof enterpriseCertificationInput>;

/** The provider certification payload of portal.md 3 with the messages of 5.6; the company fields come from the company. */
export const providerCertificationInput = z.object({
  certifyType: z.literal('服务商'),
  contactName: required(m.contactName, 50),
  contactPhone: optionalText(20).refine((v) => v === null || MOBILE_PATTERN.test(v), {
    error: messages.validation.mobile,
  }),
  contactPosition: optionalText(50),
  serviceProviderType: required(m.serviceProviderType, 50),
  serviceProviderCategory: required(m.serviceProviderCategory, 1000),
  serviceIndustry: required(m.serviceIndustry, 1000),
  serviceProviderIntroduction: longText(m.serviceProviderIntroduction),
  industryAdvantage: longText(m.industryAdvantage),
  coreProductService: longText(m.coreProductService),
  companyWebsite: website,
});
export type ProviderCertificationInput = z.infer<typeof providerCertificationInput>;

export const certificationInput = z.discriminatedUnion(
  'certifyType',
  [enterpriseCertificationInput, providerCertificationInput],
  { error: '请选择认证类型' },
);
export type CertificationInput = z.infer<typeof certificationInput>;

export const certifyTypeQuery = z.object({
  certifyType: z.enum(['企业', '服务商'], { error: '请选择认证类型' }),
});

export const rejectCertificationInput = z.object({
  reason: z
    .string({ error: m.rejectReason })
    .trim()
    .min(1, { error: m.rejectReason })
    .max(500, { error: m.rejectReasonTooLong }),
});

export const CERTIFICATION_SORT_KEYS = ['submittedAt', 'id', 'decidedAt'] as const;
export const certificationListQuery = pagingQuery(CERTIFICATION_SORT_KEYS).extend({
  certifyType: z.enum(['企业', '服务商'], { error: '请选择认证类型' }).optional(),
  status: z.coerce
    .number({ error: messages.common.badRequest })
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: messages.common.badRequest }))
    .optional(),
  keyword: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CertificationListQuery = z.infer<typeof certificationListQuery>;
