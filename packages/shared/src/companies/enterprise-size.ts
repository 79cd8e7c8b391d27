/**
 * 统计上大中小微型企业划分办法（2017）(国家统计局 国统字〔2017〕213号): the national classes an
 * enterprise's size is compared within (issue 29 §5). Each industry has its lower bounds of 从业人员
 * (people) and 营业收入 (万元) for 大型, 中型 and 小型; an enterprise is in a class when it reaches every
 * bound of that class, otherwise one class lower; below 小型 on any indicator it is 微型. The platform
 * collects employees and revenue as ranges (dictionaries company.scale and company.income) and no
 * 资产总额, so an industry the rule measures by assets is classed by its other indicator, and a company
 * whose ranges straddle a bound has no class (it is compared without size).
 */

export const SIZE_CLASSES = ['large', 'medium', 'small', 'micro'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
export const SIZE_CLASS_NAMES: Record<SizeClass, string> = {
  large: '大型企业',
  medium: '中型企业',
  small: '小型企业',
  micro: '微型企业',
};

/** Lower bounds of 大型, 中型, 小型 for one indicator. */
type Bounds = readonly [large: number, medium: number, small: number];
interface SizeRule {
  name: string;
  people?: Bounds;
  revenue?: Bounds;
  /** Said when the rule also measures 资产总额, which the platform does not collect. */
  assets?: true;
}

/** The 2017 table, in 人 and 万元. */
const RULES = {
  farming: { name: '农、林、牧、渔业', revenue: [20000, 500, 50] },
  industry: { name: '工业', people: [1000, 300, 20], revenue: [40000, 2000, 300] },
  construction: { name: '建筑业', revenue: [80000, 6000, 300], assets: true },
  wholesale: { name: '批发业', people: [200, 20, 5], revenue: [40000, 5000, 1000] },
  retail: { name: '零售业', people: [300, 50, 10], revenue: [20000, 500, 100] },
  transport: { name: '交通运输业', people: [1000, 300, 20], revenue: [30000, 3000, 200] },
  storage: { name: '仓储业', people: [200, 100, 20], revenue: [30000, 1000, 100] },
  postal: { name: '邮政业', people: [1000, 300, 20], revenue: [30000, 2000, 100] },
  hospitality: { name: '住宿和餐饮业', people: [300, 100, 10], revenue: [10000, 2000, 100] },
  telecom: { name: '信息传输业', people: [2000, 100, 10], revenue: [100000, 1000, 100] },
  software: { name: '软件和信息技术服务业', people: [300, 100, 10], revenue: [10000, 1000, 50] },
  realEstate: { name: '房地产开发经营', revenue: [200000, 1000, 100], assets: true },
  property: { name: '物业管理', people: [1000, 300, 100], revenue: [5000, 1000, 500] },
  leasing: { name: '租赁和商务服务业', people: [300, 100, 10], assets: true },
  other: { name: '其他未列明行业', people: [300, 100, 10] },
} satisfies Record<string, SizeRule>;
type RuleKey = keyof typeof RULES;

/** 大类 (and for 59 and 70 the 中类) whose rule is not their 门类's. */
const BY_DIVISION: Record<string, RuleKey> = {
  '51': 'wholesale',
  '52': 'retail',
  '53': 'other', // 铁路运输业 is left out of 交通运输业 by the rule
  '54': 'transport',
  '55': 'transport',
  '56': 'transport',
  '57': 'transport',
  '58': 'transport',
  '591': 'transport', // 装卸搬运; the other 中类 of 59 are 仓储业
  '59': 'storage',
  '60': 'postal',
  '63': 'telecom',
  '64': 'telecom',
  '65': 'software',
  '701': 'realEstate',
  '702': 'property',
};
const BY_CATEGORY: Record<string, RuleKey> = {
  A: 'farming',
  B: 'industry',
  C: 'industry',
  D: 'industry',
  E: 'construction',
  H: 'hospitality',
  L: 'leasing',
};
/** 金融业 has its own rule (金融业企业划型标准规定); 公共管理 and 国际组织 are no enterprises. */
const NOT_COVERED = new Set(['J', 'S', 'T']);

function ruleOf(category: string, division: string, group: string): SizeRule | null {
  if (NOT_COVERED.has(category)) return null;
  const key = BY_DIVISION[group] ?? BY_DIVISION[division] ?? BY_CATEGORY[category] ?? 'other';
  return RULES[key];
}

/** The dictionaries' ranges as [from, to) in 人 and 万元, with their labels. */
interface Range {
  from: number;
  to: number;
  label: string;
}
const PEOPLE_RANGES: Record<string, Range> = {
  '1': { from: 0, to: 20, label: '20人以下' },
  '2': { from: 20, to: 100, label: '20-99人' },
  '3': { from: 100, to: 300, label: '100-299人' },
  '4': { from: 300, to: 1000, label: '300-999人' },
  '5': { from: 1000, to: 3000, label: '1000-2999人' },
  '6': { from: 3000, to: Number.POSITIVE_INFINITY, label: '3000人及以上' },
};
const REVENUE_RANGES: Record<string, Range> = {
  '1': { from: 0, to: 300, label: '300万元以下' },
  '2': { from: 300, to: 2000, label: '300万-2000万元' },
  '3': { from: 2000, to: 10000, label: '2000万-1亿元' },
  '4': { from: 10000, to: 40000, label: '1亿-4亿元' },
  '5': { from: 40000, to: 100000, label: '4亿-10亿元' },
  '6': { from: 100000, to: 500000, label: '10亿-50亿元' },
  '7': { from: 500000, to: Number.POSITIVE_INFINITY, label: '50亿元及以上' },
};

/** The class when every indicator reaches a bound as `reaches` says: the first of 大型, 中型, 小型 reached, else 微型. */
function classWhere(
  measures: readonly { bounds: Bounds; range: Range }[],
  reaches: (range: Range, bound: number) => boolean,
) {
  const tier = [0, 1, 2].find((i) => measures.every(({ bounds, range }) => reaches(range, bounds[i] as number)));
  return SIZE_CLASSES[tier ?? 3] as SizeClass;
}

export interface EnterpriseSize {
  /** null: no class — not filled in, straddling a bound, or an industry the rule does not cover. */
  sizeClass: SizeClass | null;
  /** One sentence: the rule, the industry's standard, the ranges and the class, or why there is none. */
  note: string;
}

const SOURCE = '《统计上大中小微型企业划分办法（2017）》';

/** The company's class under the 2017 rule from its industry path and its employee and revenue ranges. */
export function enterpriseSizeOf(company: {
  industryCategory: string | null;
  secondaryIndustry: string | null;
  industry: string | null;
  employee: string | null;
  annualRevenue: string | null;
}): EnterpriseSize {
  const rule = ruleOf(company.industryCategory ?? '', company.secondaryIndustry ?? '', company.industry ?? '');
  if (!rule) return { sizeClass: null, note: `所属行业不适用${SOURCE}，不按企业规模分组。` };
  const people = PEOPLE_RANGES[company.employee ?? ''];
  const revenue = REVENUE_RANGES[company.annualRevenue ?? ''];
  const measures = [
    ...(rule.people ? [{ bounds: rule.people, range: people, what: '从业人员' }] : []),
    ...(rule.revenue ? [{ bounds: rule.revenue, range: revenue, what: '营业收入' }] : []),
  ];
  const known = measures.flatMap((m) => (m.range ? [{ ...m, range: m.range }] : []));
  const standard = `按${SOURCE}${rule.name}标准`;
  if (known.length < measures.length) {
    return {
      sizeClass: null,
      note: `${standard}，${measures.map((m) => m.what).join('、')}未填报，不按企业规模分组。`,
    };
  }
  const facts = known.map((m) => `${m.what}${m.range.label}`).join('、');
  const assets = rule.assets ? '（资产总额未采集，按其余指标划分）' : '';
  const lowest = classWhere(known, (range, bound) => range.from >= bound);
  const highest = classWhere(known, (range, bound) => range.to > bound);
  if (lowest !== highest) {
    return {
      sizeClass: null,
      note: `${standard}${assets}，${facts}，可能为${SIZE_CLASS_NAMES[lowest]}或${SIZE_CLASS_NAMES[highest]}，填报区间跨越划型界限，不按企业规模分组。`,
    };
  }
  return { sizeClass: lowest, note: `${standard}${assets}，${facts}，属${SIZE_CLASS_NAMES[lowest]}。` };
}
