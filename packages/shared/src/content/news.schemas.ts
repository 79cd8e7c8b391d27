import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import {
  contentAdminMeta,
  contentMessages,
  contentText,
  contentTime,
  contentTitle,
  fileIdList,
  optionalFileId,
  optionalFilter,
  orderNumber,
  richText,
} from './content.schemas';

/** The news pages' categories (portal.md 9); the dictionary dtmm.news.category holds them and 551. */
export const NEWS_PAGE_CATEGORIES = ['政策资讯', '行业资讯', '通知公告'] as const;
/** The special topic's category: a category like the others, kept out of the news pages' tabs. */
export const TOPIC_551_CATEGORY = '551';
/** The knowledge centre's tabs 1 and 3 are news rows of these categories (tab 2 is the standards). */
export const KNOWLEDGE_CATEGORIES = ['政策解读', '知识资料'] as const;
/** How many items of each group GET news/newslist answers for the home page. */
export const NEWS_GROUP_SIZE = 6;
export const NEWS_ATTACHMENTS_MAX = 10;

/** An optional year: the current year back 30 years (checked by the server against its clock). */
export const yearFilter = z
  .union([z.literal(''), z.coerce.number({ error: contentMessages.badYear }).int({ error: contentMessages.badYear })])
  .optional()
  .transform((v) => (v === '' || v === undefined ? undefined : v));

export const NEWS_SORT_KEYS = ['publishTime', 'createTime', 'id'] as const;
/** GET /api/dtmm/company/news/list (portal.md 7.4). */
export const newsListQuery = pagingQuery(NEWS_SORT_KEYS).extend({
  category: optionalFilter(),
  title: optionalFilter(),
  year: yearFilter,
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsListItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publishTime: z.string(),
  category: z.string(),
  author: z.string(),
  source: z.string(),
  createTime: z.string(),
});
export type NewsListItem = z.infer<typeof newsListItem>;
export const newsListAnswer = pagedEnvelopeOf(newsListItem);

/** fdAddOn1: the PDF shown in the page; fdAddOn2: comma-joined attachment file ids. */
export const newsDetail = newsListItem.extend({ content: z.string(), fdAddOn1: z.string(), fdAddOn2: z.string() });
export type NewsDetail = z.infer<typeof newsDetail>;
export const newsDetailAnswer = envelopeOf(newsDetail);

/** GET news/newslist: the latest published items keyed by category name, for the home page. */
export const newsGroupsAnswer = envelopeOf(z.record(z.string(), z.array(newsListItem)));

/** The operators' news form (the body of POST/PUT /api/admin/news). */
export const newsFields = z.object({
  title: contentTitle(),
  summary: contentText('摘要', 1000),
  category: z.string({ error: '请选择类别' }).trim().min(1, { error: '请选择类别' }).max(50),
  source: contentText('来源', 100),
  author: contentText('作者', 50),
  publishTime: contentTime,
  content: richText,
  fdAddOn1: optionalFileId,
  fdAddOn2: fileIdList(NEWS_ATTACHMENTS_MAX),
  orderNumber,
});
export type NewsFields = z.infer<typeof newsFields>;
export const adminNewsAnswer = envelopeOf(newsDetail.extend(contentAdminMeta.shape));
