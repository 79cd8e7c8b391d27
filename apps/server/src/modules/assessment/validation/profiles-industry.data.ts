import type { CompanyProfile } from './company-profile.types';

export const INDUSTRY_PROFILES: CompanyProfile[] = [
  {
    key: 'coking-l3',
    name: '介休市汾源焦化有限公司',
    industry: { category: 'C', division: '25', name: '石油、煤炭及其他燃料加工业' },
    staff: 860,
    description: 'test',
    practices: { all: '3+', T05: '3', T20: '3' },
    results: {
      T27: '60%（含）–80%',
      T28: '0.8（含）–1.5吨标准煤/万元',
      T29: '98%（含）–99.5%',
      T30: '70（含）–100万元/人',
      T31: '3%（含）–6%',
    },
    verdict: { level: 3, variant: '1', weak: ['T05', 'T20'], reason: 'test' },
  },
];
