import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { rowId } from '../common/id.schemas';
import { pagingQuery } from '../common/paging';
import { contentTitle, optionalFilter, richText } from '../content/content.schemas';

/**
 * The 用户协议 and the 隐私政策 (docs/personal-information.md): content editors keep numbered versions,
 * a published version never changes, and people consent to the current version of each.
 */
export const AGREEMENT_KINDS = ['terms', 'privacy'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
export const AGREEMENT_KIND_LABELS: Record<AgreementKind, string> = {
  terms: '用户协议',
  privacy: '隐私政策',
};

export const AGREEMENT_STATUSES = ['draft', 'published'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = { draft: '草稿', published: '已发布' };

export const agreementMessages = {
  /** Registration or a consent without the versions the person read. */
  consentMissing: '请阅读并同意《用户协议》和《隐私政策》',
  /** The versions sent are not the current ones: a new version was published meanwhile. */
  consentStale: '《用户协议》或《隐私政策》已更新，请重新阅读并同意',
  /** Any request of a session whose person has not yet agreed to the current versions. */
  consentRequired: '请先阅读并同意最新的《用户协议》和《隐私政策》',
  consented: '感谢您的同意',
  badVersion: '协议版本号不正确',
  badKind: '协议类型只能是 terms 或 privacy',
  notFound: '协议版本不存在',
  draftExists: '该协议已有未发布的草稿，请继续编辑该草稿',
  published: '发布成功',
  immutable: '已发布的版本不能修改，请新建版本',
  created: '草稿已保存',
  saved: '保存成功',
  deleted: '草稿已删除',
  contentRequired: '请输入协议正文',
} as const;
const am = agreementMessages;

/** A version as a form sends it (digits) or JSON (a number); anything else, or nothing, is no consent. */
const agreedVersion = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z
    .number({ error: am.consentMissing })
    .int({ error: am.badVersion })
    .min(1, { error: am.badVersion })
    .max(999_999_999, { error: am.badVersion }),
);

/** The versions a person agrees to: registration sends them beside its fields, and so does POST consent. */
export const consentFields = {
  terms: agreedVersion,
  privacy: agreedVersion,
};

/** POST /api/dtmm/auth/consent: the versions of the current 用户协议 and 隐私政策 the person read and accepts. */
export const consentBody = z.object(consentFields);
export type ConsentBody = z.infer<typeof consentBody>;

/** One agreement a person still has to accept. */
export const agreementRef = z.object({ kind: z.enum(AGREEMENT_KINDS), version: z.number().int(), title: z.string() });
export type AgreementRef = z.infer<typeof agreementRef>;

/** GET /api/dtmm/common/agreements: the current version of each kind (public). */
export const currentAgreement = z.object({
  kind: z.enum(AGREEMENT_KINDS),
  version: z.number().int(),
  title: z.string(),
  /** Rich text, sanitised when stored and again where it is shown. */
  content: z.string(),
  publishedAt: z.string(),
});
export type CurrentAgreement = z.infer<typeof currentAgreement>;
export const currentAgreementsAnswer = envelopeOf(z.array(currentAgreement));

/** GET /api/admin/agreements: every version, newest first, of one kind or both. */
export const adminAgreementListQuery = pagingQuery(['version', 'updateTime'] as const).extend({
  kind: z
    .enum(['', ...AGREEMENT_KINDS], { error: am.badKind })
    .optional()
    .transform((v) => (v ? v : undefined)),
  keyword: optionalFilter(),
});
export type AdminAgreementListQuery = z.infer<typeof adminAgreementListQuery>;

export const adminAgreementRow = z.object({
  id: z.string(),
  kind: z.enum(AGREEMENT_KINDS),
  version: z.number().int(),
  title: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  /** Whether this is the version people consent to now (the newest published of its kind). */
  isCurrent: z.boolean(),
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  updateTime: z.string(),
});
export type AdminAgreementRow = z.infer<typeof adminAgreementRow>;
export const adminAgreementListAnswer = pagedEnvelopeOf(adminAgreementRow);

export const adminAgreementDetail = adminAgreementRow.extend({ content: z.string() });
export type AdminAgreementDetail = z.infer<typeof adminAgreementDetail>;
export const adminAgreementAnswer = envelopeOf(adminAgreementDetail);

const agreementText = richText.refine((v) => v.trim() !== '', { error: am.contentRequired });

/** POST /api/admin/agreements: a new draft version of one kind (its number is the next one). */
export const agreementDraftBody = z.object({
  kind: z.enum(AGREEMENT_KINDS, { error: am.badKind }),
  title: contentTitle(100),
  content: agreementText,
});
export type AgreementDraftBody = z.infer<typeof agreementDraftBody>;

/** PUT /api/admin/agreements/{id}: a draft's title and text. */
export const agreementEditBody = agreementDraftBody.omit({ kind: true });
export type AgreementEditBody = z.infer<typeof agreementEditBody>;

export const agreementIdParams = z.object({ id: rowId(am.notFound) });
export const agreementCreatedAnswer = envelopeOf(z.object({ id: z.string(), version: z.number().int() }));
