import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';

/**
 * What the operators publish on the portal (issue 12), one shape of back-office routes for all:
 * `/api/admin/<kind>` lists, reads, creates drafts, edits, publishes, unpublishes and deletes.
 */
export const CONTENT_KINDS = [
  'news',
  'standards',
  'cases',
  'courses',
  'guides',
  'notices',
  'patents',
  'demands',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  news: '新闻资讯',
  standards: '标准规范',
  cases: '转型案例',
  courses: '热门课程',
  guides: '操作指南',
  notices: '通知公告',
  patents: '专利成果',
  demands: '需求发布',
};

/** A draft is never public; publishing shows it, unpublishing hides it again (it may be published again). */
export const CONTENT_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: '草稿',
  published: '已发布',
  unpublished: '已下线',
};

export const contentMessages = {
  notFound: '内容不存在或已下线',
  created: '草稿已保存',
  updated: '保存成功',
  published: '发布成功',
  unpublished: '已下线',
  deleted: '删除成功',
  alreadyPublished: '该内容已发布',
  notPublished: '该内容未发布',
  titleRequired: '请输入标题',
  titleTooLong: (max: number) => `标题不能超过${max}个字`,
  textTooLong: (name: string, max: number) => `${name}不能超过${max}个字`,
  contentTooLong: '正文内容过长',
  badTime: '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss',
  badFileId: '文件编号不正确',
  tooManyAttachments: (max: number) => `附件最多${max}个`,
  badOrder: '排序号必须是 0 到 9999 之间的整数',
  unknownValue: (field: string, value: string) => `${field}「${value}」不在可选范围内`,
  fileMismatch: (field: string) => `${field}的文件不存在或类型不符`,
  badYear: '年份超出可选范围',
  badId: '编号不正确',
  unknownProvider: '所选服务商不存在或未通过认证',
} as const;

/** An empty query value is no filter (portal.md 2.4). */
export const optionalFilter = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A text field of a content form: trimmed, bounded, empty allowed (stored as ''). */
export const contentText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: contentMessages.textTooLong(name, max) })
    .default('');

export const contentTitle = (max = 200) =>
  z
    .string({ error: contentMessages.titleRequired })
    .trim()
    .min(1, { error: contentMessages.titleRequired })
    .max(max, { error: contentMessages.titleTooLong(max) });

/** Rich text is sanitised on the server when written; this only bounds its size. */
export const RICH_TEXT_MAX = 200_000;
export const richText = z.string().max(RICH_TEXT_MAX, { error: contentMessages.contentTooLong }).default('');

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' China time; empty: set when published. */
export const contentTime = z
  .string()
  .trim()
  .refine((v) => v === '' || (DATE_TIME.test(v) && !Number.isNaN(Date.parse(v.replace(' ', 'T')))), {
    error: contentMessages.badTime,
  })
  .default('');

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One file id, or empty. */
export const optionalFileId = z
  .string()
  .trim()
  .refine((v) => v === '' || FILE_ID.test(v), { error: contentMessages.badFileId })
  .default('');
/** Comma-joined file ids (portal.md 3), at most `max`. */
export const fileIdList = (max: number) =>
  z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || v.split(',').every((id) => FILE_ID.test(id.trim())), {
      error: contentMessages.badFileId,
    })
    .refine((v) => v === '' || v.split(',').length <= max, { error: contentMessages.tooManyAttachments(max) });

/** Pinned items (a number 1-9999) come first, lowest first; 0 or empty is not pinned. */
export const orderNumber = z.coerce
  .number({ error: contentMessages.badOrder })
  .int({ error: contentMessages.badOrder })
  .min(0, { error: contentMessages.badOrder })
  .max(9999, { error: contentMessages.badOrder })
  .default(0);

export const contentIdParams = z.object({
  id: z.coerce.number({ error: contentMessages.badId }).int({ error: contentMessages.badId }).positive({
    error: contentMessages.badId,
  }),
});

/** GET /api/admin/<kind>: search the title, filter by status, paged. */
export const ADMIN_CONTENT_SORT_KEYS = ['updateTime', 'publishTime', 'orderNumber', 'id'] as const;
export const adminContentListQuery = pagingQuery(ADMIN_CONTENT_SORT_KEYS).extend({
  keyword: optionalFilter(),
  status: z
    .enum(['', ...CONTENT_STATUSES])
    .optional()
    .transform((v) => (v ? (v as ContentStatus) : undefined)),
  group: optionalFilter(),
});
export type AdminContentListQuery = z.infer<typeof adminContentListQuery>;

/** One row of any back-office content list: the kind's title and its grouping field (category, type). */
export const adminContentRow = z.object({
  id: z.string(),
  title: z.string(),
  group: z.string(),
  status: z.enum(CONTENT_STATUSES),
  orderNumber: z.number().int(),
  publishTime: z.string(),
  updateTime: z.string(),
  updaterName: z.string(),
  /** The company the item belongs to (a case's provider, a patent a company submitted); '' for none. */
  companyName: z.string(),
});
export type AdminContentRow = z.infer<typeof adminContentRow>;
export const adminContentListAnswer = pagedEnvelopeOf(adminContentRow);

/** What every back-office read adds to the kind's own fields. */
export const contentAdminMeta = z.object({
  id: z.string(),
  status: z.enum(CONTENT_STATUSES),
  orderNumber: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
  updaterName: z.string(),
});
export type ContentAdminMeta = z.infer<typeof contentAdminMeta>;

export const contentCreatedAnswer = envelopeOf(z.object({ id: z.string() }));
export const contentMessageAnswer = z.object({ code: z.number().int(), msg: z.string() });
