import type { EvaluationType, IndustryGroup } from './indicator-system';

/**
 * Which variant of the assessment a company takes, from its GB/T 4754 industry (issue 29 §1;
 * docs/assessment-variants.md). Industry — 门类 B 采矿业, C 制造业, D 电力、热力、燃气及水生产和供应业 — is
 * assessed with 数字化生产 (evaluationType '1'); every other 门类 with 数字化经营 ('2'). Within industry, the
 * six energy-intensive 大类 of 国家统计局 get their own energy bands.
 */
const INDUSTRY_CATEGORIES = new Set(['B', 'C', 'D']);
const ENERGY_INTENSIVE_DIVISIONS = new Set(['25', '26', '30', '31', '32', '44']);

/** The industry group of a company's 门类 and 大类; an unknown industry is treated as the rest of industry. */
export function industryGroupOf(
  category: string | null | undefined,
  division: string | null | undefined,
): IndustryGroup {
  if (category && !INDUSTRY_CATEGORIES.has(category)) return 'services';
  return division && ENERGY_INTENSIVE_DIVISIONS.has(division) ? 'energyIntensive' : 'otherIndustry';
}

export const evaluationTypeOf = (group: IndustryGroup): EvaluationType => (group === 'services' ? '2' : '1');

/** report.evaluationType's dictionary labels, for text built without the dictionary. */
export const EVALUATION_TYPE_NAMES: Record<EvaluationType, string> = {
  '1': '工业企业（含数字化生产评估）',
  '2': '非工业企业（以数字化经营替代数字化生产）',
};

/**
 * Why the company takes its variant, in one sentence for the questionnaire, the bank page and the
 * report: '贵企业所属行业为制造业（门类C），按工业企业评估，含数字化生产领域。'
 */
export function variantReason(group: IndustryGroup, industryName: string | null | undefined): string {
  const industry = industryName ? `贵企业所属行业为${industryName}，` : '贵企业未填写所属行业，';
  if (group === 'services') {
    return `${industry}不属于采矿业、制造业或电力热力燃气及水生产和供应业，按非工业企业评估：不评数字化生产，改评数字化经营（营销与客户、服务交付、采购与供应、财务与人力、物流与仓储）。`;
  }
  const energy =
    group === 'energyIntensive' ? '；属于国家统计局划定的六大高耗能行业，能耗指标按高耗能行业的分档评价' : '';
  return `${industry}按工业企业评估，含数字化生产领域${energy}。`;
}
