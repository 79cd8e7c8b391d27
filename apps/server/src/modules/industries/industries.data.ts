import type { IndustryCategory, IndustrySecondary, IndustryTertiary } from '@dtmm/shared';
import classification from './gbt4754-2017.json' with { type: 'json' };

// GB/T 4754-2017 国民经济行业分类: 门类 (letter), 大类 (2 digits), 中类 (3 digits).
interface Classification {
  categories: { code: string; name: string }[];
  secondary: { code: string; name: string; categoryCode: string }[];
  tertiary: { code: string; name: string; secondaryCode: string }[];
}
const data = classification as Classification;

const categories: IndustryCategory[] = data.categories.map((c) => ({
  id: c.code,
  categoryCode: c.code,
  categoryName: c.name,
}));

function groupBy<T, K extends keyof T>(items: T[], key: K): Map<T[K], T[]> {
  const groups = new Map<T[K], T[]>();
  for (const item of items) groups.set(item[key], [...(groups.get(item[key]) ?? []), item]);
  return groups;
}

const secondaryByCategory = groupBy(
  data.secondary.map<IndustrySecondary>((s) => ({
    id: s.code,
    secondaryCode: s.code,
    secondaryName: s.name,
    categoryCode: s.categoryCode,
  })),
  'categoryCode',
);
const tertiaryBySecondary = groupBy(
  data.tertiary.map<IndustryTertiary>((t) => ({
    id: t.code,
    tertiaryCode: t.code,
    tertiaryName: t.name,
    secondaryCode: t.secondaryCode,
  })),
  'secondaryCode',
);
const secondaryCodes = new Map(data.secondary.map((s) => [s.code, s.categoryCode]));
const tertiaryCodes = new Map(data.tertiary.map((t) => [t.code, t.secondaryCode]));

export const industryCategories = () => categories;
const categoryCodes = new Set(categories.map((c) => c.categoryCode));
export const isIndustryCategory = (code: string) => categoryCodes.has(code);
/** The 大类 of a 门类; null when the 门类 does not exist. */
export const industrySecondaries = (categoryCode: string) =>
  isIndustryCategory(categoryCode) ? (secondaryByCategory.get(categoryCode) ?? []) : null;
/** The 中类 of a 大类; null when the 大类 does not exist. */
export const industryTertiaries = (secondaryCode: string) =>
  secondaryCodes.has(secondaryCode) ? (tertiaryBySecondary.get(secondaryCode) ?? []) : null;

/** True when the chosen levels form a real path; the 中类 is optional (portal.md 2.11). */
export function isRealIndustry(category: string, secondary: string, tertiary?: string | null): boolean {
  if (secondaryCodes.get(secondary) !== category) return false;
  return !tertiary || tertiaryCodes.get(tertiary) === secondary;
}

const industryNames = new Map(
  [...data.categories, ...data.secondary, ...data.tertiary].map((entry) => [entry.code, entry.name] as const),
);
/** The name of a 门类, 大类 or 中类 code; undefined when unknown. */
export const industryName = (code: string | null | undefined) => (code ? industryNames.get(code) : undefined);

/** '制造业 / 通用设备制造业 / …' for a category, secondary and tertiary code; unknown codes are left out. */
export const industryPath = (...codes: (string | null | undefined)[]): string =>
  codes.map(industryName).filter(Boolean).join(' / ');
