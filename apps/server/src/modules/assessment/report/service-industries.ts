/**
 * Which 服务行业 (dictionary service.serviceTarget) an enterprise's GB/T 4754 industry belongs to,
 * so that recommendations prefer the providers serving it. Keyed by 大类 (two digits), then by 门类.
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
};

const BY_CATEGORY: Record<string, string> = {
  A: '现代农业',
  G: '现代物流',
  H: '文化旅游',
  I: '电子信息',
  R: '文化旅游',
};

/** The service industry of an enterprise, or null when none fits. */
export function serviceIndustryOf(industryCategory: string | null, secondaryIndustry: string | null): string | null {
  return BY_SECONDARY[secondaryIndustry ?? ''] ?? BY_CATEGORY[industryCategory ?? ''] ?? null;
}
