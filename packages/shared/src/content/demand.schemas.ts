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

export const REQUIREMENT_TYPES = ['技术需求', '产品需求', '服务需求', '人才需求'] as const;

/** GET /api/patents/requirement/requirement/list: published demands only (isPublish 1). */
export const DEMAND_SORT_KEYS = ['publishTime', 'id'] as const;
export const demandListQuery = pagingQuery(DEMAND_SORT_KEYS).extend({
  isPublish: optionalFilter(10),
  title: optionalFilter(),
  requirementType: optionalFilter(),
});
export type DemandListQuery = z.infer<typeof demandListQuery>;

export const demandListItem = z.object({
  id: z.string(),
  title: z.string(),
  details: z.string(),
  publishTime: z.string(),
  requirementType: z.string(),
  companyName: z.string(),
  isPublish: z.string(),
});
export type DemandListItem = z.infer<typeof demandListItem>;
export const demandListAnswer = pagedEnvelopeOf(demandListItem);

export const demandFields = z.object({
  title: contentTitle(),
  details: contentText('需求详情', 2000),
  requirementType: z.enum(REQUIREMENT_TYPES, { error: '请选择需求类型' }),
  companyName: contentText('需求单位', 100),
  publishTime: contentTime,
  orderNumber,
});
export type DemandFields = z.infer<typeof demandFields>;
export const adminDemandAnswer = envelopeOf(demandListItem.extend(contentAdminMeta.shape));
