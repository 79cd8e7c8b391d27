import { GENERAL_PURPOSE_INDUSTRY, type RecommendationMatch } from '@dtmm/shared';
import { industryName } from '../../industries/industries.data';

/**
 * Which 服务行业 (dictionary service.serviceTarget, a solution's 应用行业) covers an enterprise's
 * GB/T 4754 industry: by its 大类 (two digits), and by its 门类 as a whole. A 大类 value is the
 * specific industry ('食品医药' for 14 食品制造业); a 门类 value serves every 大类 of the 门类
 * ('制造业' for C).
 */
const BY_SECONDARY: Record<string, string> = {
  '06': '煤炭',
  '08': '冶金',
  '09': '冶金',
  '10': '建材',
  '13': '食品医药',
  '14': '食品医药',
  '15': '食品医药',
  '27': '食品医药',
  '17': '纺织轻工',
  '18': '纺织轻工',
  '19': '纺织轻工',
  '20': '纺织轻工',
  '21': '纺织轻工',
  '22': '纺织轻工',
  '23': '纺织轻工',
  '24': '纺织轻工',
  '25': '焦化',
  '26': '化工',
  '28': '化工',
  '29': '化工',
  '30': '建材',
  '31': '冶金',
  '32': '冶金',
  '33': '装备制造',
  '34': '装备制造',
  '35': '装备制造',
  '36': '装备制造',
  '37': '装备制造',
  '38': '装备制造',
  '40': '装备制造',
  '43': '装备制造',
  '39': '电子信息',
  '41': '新材料',
  '42': '节能环保',
  '44': '电力能源',
  '45': '电力能源',
  '46': '节能环保',
  '77': '节能环保',
  '47': '建筑施工',
  '48': '建筑施工',
  '49': '建筑施工',
  '50': '建筑施工',
  '51': '商贸流通',
  '52': '商贸流通',
  '53': '现代物流',
  '54': '现代物流',
  '55': '现代物流',
  '56': '现代物流',
  '57': '现代物流',
  '58': '现代物流',
  '59': '现代物流',
  '60': '现代物流',
};

const BY_CATEGORY: Record<string, string> = {
  A: '现代农业',
  C: '制造业',
  E: '建筑施工',
  F: '商贸流通',
  G: '现代物流',
  H: '文化旅游',
  I: '电子信息',
  R: '文化旅游',
};

/** One level of an enterprise's industry: the 服务行业 that covers it and the level's GB/T 4754 name. */
interface Level {
  serviceIndustry: string;
  name: string;
}

/** What a solution must declare to fit an enterprise; both null when its industry is unknown or uncovered. */
export interface IndustryFit {
  secondary: Level | null;
  category: Level | null;
}

const levelOf = (code: string | null, table: Record<string, string>): Level | null => {
  const serviceIndustry = table[code ?? ''];
  const name = industryName(code);
  return serviceIndustry && name ? { serviceIndustry, name } : null;
};

export function industryFitOf(industryCategory: string | null, secondaryIndustry: string | null): IndustryFit {
  return { secondary: levelOf(secondaryIndustry, BY_SECONDARY), category: levelOf(industryCategory, BY_CATEGORY) };
}

/**
 * How a solution declaring these 应用行业 fits: its 大类 first, then its 门类, then general-purpose;
 * null for a solution of another industry, which is never recommended.
 */
export function matchOf(declared: readonly string[], fit: IndustryFit): RecommendationMatch | null {
  if (fit.secondary && declared.includes(fit.secondary.serviceIndustry)) return 'secondary';
  if (fit.category && declared.includes(fit.category.serviceIndustry)) return 'category';
  return declared.includes(GENERAL_PURPOSE_INDUSTRY) ? 'general' : null;
}

/** '同为食品制造业 · 质量管理', '同为制造业 · 质量管理' or '通用方案 · 质量管理'. */
export function reasonOf(match: RecommendationMatch, fit: IndustryFit, scenario: string): string {
  const level = match === 'secondary' ? fit.secondary : match === 'category' ? fit.category : null;
  return `${level ? `同为${level.name}` : '通用方案'} · ${scenario}`;
}
