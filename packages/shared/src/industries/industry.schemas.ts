import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/** GB/T 4754-2017 levels (portal.md 3, 2.11): 门类 category, 大类 secondary, 中类 tertiary. */
export const industryCategory = z.object({ id: z.string(), categoryName: z.string(), categoryCode: z.string() });
export const industrySecondary = z.object({
  id: z.string(),
  secondaryName: z.string(),
  secondaryCode: z.string(),
  categoryCode: z.string(),
});
export const industryTertiary = z.object({
  id: z.string(),
  tertiaryName: z.string(),
  tertiaryCode: z.string(),
  secondaryCode: z.string(),
});
export type IndustryCategory = z.infer<typeof industryCategory>;
export type IndustrySecondary = z.infer<typeof industrySecondary>;
export type IndustryTertiary = z.infer<typeof industryTertiary>;

export const industryCategoriesAnswer = envelopeOf(z.array(industryCategory));
export const industrySecondaryAnswer = envelopeOf(z.array(industrySecondary));
export const industryTertiaryAnswer = envelopeOf(z.array(industryTertiary));
export const categoryCodeParam = z.object({
  categoryCode: z.string().regex(/^[A-T]$/, { error: '行业门类代码格式不正确' }),
});
export const secondaryCodeParam = z.object({
  secondaryCode: z.string().regex(/^\d{2}$/, { error: '行业大类代码格式不正确' }),
});
