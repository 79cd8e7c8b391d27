import { z } from 'zod';
import { envelopeOf, pagedEnvelopeOf } from '../common/envelope.schemas';
import { pagingQuery } from '../common/paging';

const optionalFilter = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));

/** GET /api/dtmm/company/company/list: the public list of certified service providers (portal.md 2.4, 7.2). */
export const PROVIDER_SORT_KEYS = ['createTime', 'companyName', 'id'] as const;
export const providerListQuery = pagingQuery(PROVIDER_SORT_KEYS).extend({
  certifyType: z.literal('服务商', { error: '仅支持查询服务商' }).optional(),
  companyName: optionalFilter,
  companyType: optionalFilter,
  serviceProviderType: optionalFilter,
  serviceProviderCategory: optionalFilter,
  serviceIndustry: optionalFilter,
});
export type ProviderListQuery = z.infer<typeof providerListQuery>;

export const providerListItem = z.object({
  id: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  companyType: z.string().nullable(),
  serviceProviderType: z.string().nullable(),
  serviceProviderCategory: z.string().nullable(),
  serviceIndustry: z.string().nullable(),
  serviceProviderIntroduction: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  /** '山西省 · 太原市 · 小店区', named by the server: a card needs no region tree to show it. */
  areaText: z.string(),
  createTime: z.string(),
});
export type ProviderListItem = z.infer<typeof providerListItem>;
export const providerListAnswer = pagedEnvelopeOf(providerListItem);

/**
 * GET /api/dtmm/company/company/provider/{id}: a certified provider's public profile (the capability
 * tab of /empowerment/serviceProvider/detail). The enterprise's private fields (credit code, licence,
 * contact phone, revenue) are not part of it; anything not certified as a provider is not found.
 */
export const providerProfile = providerListItem.extend({
  industryAdvantage: z.string().nullable(),
  coreProductService: z.string().nullable(),
  companyWebsite: z.string().nullable(),
});
export type ProviderProfile = z.infer<typeof providerProfile>;
export const providerProfileAnswer = envelopeOf(providerProfile);
