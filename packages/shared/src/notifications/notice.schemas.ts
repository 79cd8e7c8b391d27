import { z } from 'zod';
import { adminKeyword } from '../admin/admin-users.schemas';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';

/**
 * Operators' notices (issue 19, docs/notices.md): one message sent to every user, to the members of
 * certified providers, or to one company's members; each recipient finds it in /user/message.
 */
export const NOTICE_AUDIENCES = ['all', 'providers', 'company'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];
export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudience, string> = {
  all: '全部用户',
  providers: '服务商用户',
  company: '指定企业',
};

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 2000;
/** The company lookup of the send form answers at most this many names. */
export const NOTICE_COMPANY_OPTIONS_MAX = 20;

export const noticeMessages = {
  audienceRequired: '请选择接收范围',
  companyRequired: '请选择接收企业',
  titleRequired: '请输入通知标题',
  titleTooLong: `通知标题不能超过${NOTICE_TITLE_MAX}个字`,
  contentRequired: '请输入通知内容',
  contentTooLong: `通知内容不能超过${NOTICE_CONTENT_MAX}个字`,
  noRecipient: '没有符合条件的接收人',
  companyNotFound: '接收企业不存在',
  sent: (count: number) => `通知已发送，共 ${count} 人`,
} as const;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * POST /api/admin/notifications. The content is plain text, shown as text (line breaks kept) in
 * /user/message; the company is named only for the audience 'company'.
 */
export const noticeSendBody = z
  .object({
    audience: z.enum(NOTICE_AUDIENCES, { error: noticeMessages.audienceRequired }),
    companyId: z.coerce
      .number({ error: noticeMessages.companyRequired })
      .int({ error: noticeMessages.companyRequired })
      .positive({ error: noticeMessages.companyRequired })
      .max(Number.MAX_SAFE_INTEGER, { error: noticeMessages.companyRequired })
      .nullish(),
    title: requiredText(NOTICE_TITLE_MAX, noticeMessages.titleRequired, noticeMessages.titleTooLong),
    content: requiredText(NOTICE_CONTENT_MAX, noticeMessages.contentRequired, noticeMessages.contentTooLong),
  })
  .refine((body) => body.audience !== 'company' || body.companyId != null, {
    error: noticeMessages.companyRequired,
    path: ['companyId'],
  })
  .transform(({ companyId, ...body }) => ({
    ...body,
    companyId: body.audience === 'company' ? (companyId ?? null) : null,
  }));
export type NoticeToSend = z.output<typeof noticeSendBody>;
export const noticeSentAnswer = envelopeOf(z.object({ id: z.string(), recipientCount: z.number().int() }));

/** GET /api/admin/notifications: newest first, searched by title. */
export const sentNoticeListQuery = pagingQuery(['createTime']).extend({
  keyword: adminKeyword,
});
export type SentNoticeListQuery = z.infer<typeof sentNoticeListQuery>;

export const sentNoticeItem = z.object({
  id: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  /** The receiving company's name for 'company' (null when that company is gone). */
  companyName: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  recipientCount: z.number().int(),
  /** The sending operator's username; null when that account is gone. */
  sender: z.string().nullable(),
  createTime: z.string(),
});
export type SentNoticeItem = z.infer<typeof sentNoticeItem>;
export const sentNoticeListAnswer = pagedEnvelopeOf(sentNoticeItem);

/** GET /api/admin/notifications/companies?keyword=: certified companies to pick the receiving one from. */
export const noticeCompanyQuery = z.object({
  keyword: adminKeyword,
});
export const noticeCompanyOption = z.object({ id: z.string(), companyName: z.string() });
export type NoticeCompanyOption = z.infer<typeof noticeCompanyOption>;
export const noticeCompanyOptionsAnswer = envelopeOf(z.array(noticeCompanyOption));
