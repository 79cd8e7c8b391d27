import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import { contentAdminMeta, contentText, contentTime, contentTitle, orderNumber, richText } from './content.schemas';

/** A platform notice (GET /cms/notices/queryInfo/{id}): shown in the home page's notice bar. */
export const noticeListItem = z.object({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  publishTime: z.string(),
});
export type NoticeListItem = z.infer<typeof noticeListItem>;
export const NOTICE_SORT_KEYS = ['publishTime', 'id'] as const;
export const noticeListQuery = pagingQuery(NOTICE_SORT_KEYS);
export const noticeListAnswer = pagedEnvelopeOf(noticeListItem);
export const noticeDetail = noticeListItem.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;
export const noticeDetailAnswer = envelopeOf(noticeDetail);

export const noticeFields = z.object({
  title: contentTitle(),
  source: contentText('发布单位', 100),
  publishTime: contentTime,
  content: richText,
  orderNumber,
});
export type NoticeFields = z.infer<typeof noticeFields>;
export const adminNoticeAnswer = envelopeOf(noticeDetail.extend(contentAdminMeta.shape));
