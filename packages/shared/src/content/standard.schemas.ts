import { z } from 'zod';
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

/** A standard without a PDF answers pdfAttachment '-1' (portal.md 2.3). */
export const NO_PDF = '-1';
/** The standard statuses in their order, each with its colour on the pages (portal.md 9). */
export const STANDARD_STATUS_COLORS = {
  预研: 'default',
  已立项: 'blue',
  正在起草: 'orange',
  即将实施: 'purple',
  现行: 'green',
} as const;

export const STANDARD_SORT_KEYS = ['publishTime', 'createTime', 'id'] as const;
/** GET /api/dtmm/company/standard/list. */
export const standardListQuery = pagingQuery(STANDARD_SORT_KEYS).extend({
  standardType: optionalFilter(),
  standardNature: optionalFilter(),
  standardStatus: optionalFilter(),
  title: optionalFilter(),
});
export type StandardListQuery = z.infer<typeof standardListQuery>;

export const standardListItem = z.object({
  id: z.string(),
  title: z.string(),
  standardType: z.string(),
  standardNature: z.string(),
  standardStatus: z.string(),
  publishTime: z.string(),
  /** The owning unit. */
  fdAddOn1: z.string(),
  pdfAttachment: z.string(),
  createTime: z.string(),
});
export type StandardListItem = z.infer<typeof standardListItem>;
export const standardListAnswer = pagedEnvelopeOf(standardListItem);
export const standardDetail = standardListItem.extend({ content: z.string() });
export type StandardDetail = z.infer<typeof standardDetail>;
export const standardDetailAnswer = envelopeOf(standardDetail);

export const standardFields = z.object({
  title: contentTitle(),
  standardType: z.string({ error: '请选择标准类型' }).trim().min(1, { error: '请选择标准类型' }).max(50),
  standardNature: z.string({ error: '请选择标准性质' }).trim().min(1, { error: '请选择标准性质' }).max(50),
  standardStatus: z.string({ error: '请选择标准状态' }).trim().min(1, { error: '请选择标准状态' }).max(50),
  publishTime: contentTime,
  fdAddOn1: contentText('归口单位', 200),
  pdfAttachment: optionalFileId,
  content: richText,
  orderNumber,
});
export type StandardFields = z.infer<typeof standardFields>;
export const adminStandardAnswer = envelopeOf(standardDetail.extend(contentAdminMeta.shape));
