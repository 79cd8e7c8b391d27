import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';
import {
  contentAdminMeta,
  contentText,
  contentTime,
  contentTitle,
  optionalFilter,
  orderNumber,
} from './content.schemas';
import { yearFilter } from './news.schemas';

export const PATENT_TYPES = ['发明专利', '实用新型', '外观设计', '软件著作权'] as const;

/** GET /api/patents/patent/patent/list: published patents only, whatever isPublish says. */
export const PATENT_SORT_KEYS = ['publishTime', 'id'] as const;
export const patentListQuery = pagingQuery(PATENT_SORT_KEYS).extend({
  isPublish: optionalFilter(10),
  year: yearFilter,
  title: optionalFilter(),
});
export type PatentListQuery = z.infer<typeof patentListQuery>;

export const patentListItem = z.object({
  id: z.string(),
  title: z.string(),
  patentNumber: z.string(),
  patentType: z.string(),
  patentee: z.string(),
  applyDate: z.string(),
  summary: z.string(),
  publishTime: z.string(),
  isPublish: z.string(),
});
export type PatentListItem = z.infer<typeof patentListItem>;
export const patentListAnswer = pagedEnvelopeOf(patentListItem);

export const patentFields = z.object({
  title: contentTitle(),
  patentNumber: contentText('专利号', 50),
  patentType: z.enum(PATENT_TYPES, { error: '请选择专利类型' }),
  patentee: contentText('专利权人', 100),
  applyDate: contentTime,
  summary: contentText('摘要', 1000),
  publishTime: contentTime,
  orderNumber,
});
export type PatentFields = z.infer<typeof patentFields>;
export const adminPatentAnswer = envelopeOf(patentListItem.extend(contentAdminMeta.shape));
