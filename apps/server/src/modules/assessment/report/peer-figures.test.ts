import { describe, expect, it } from 'vitest';
import { groupsOf, peerKeysOf } from './peer-figures';

const company = { industryCategory: 'C', secondaryIndustry: '25', industry: '252', employee: '5', annualRevenue: '6' };

describe('who a company is compared with (issue 29 §5)', () => {
  it('the 大类 and size class, the 大类, the 门类, the province: coking is not compared with liquor first', () => {
    const keys = peerKeysOf(company);
    expect(keys).toMatchObject({ industryCategory: 'C', industryDivision: '25', sizeBand: 'large' });
    expect(groupsOf(keys)).toEqual([
      { scope: 'peer', label: '石油、煤炭及其他燃料加工业 · 大型企业', industryDivision: '25', sizeBand: 'large' },
      { scope: 'industry', label: '石油、煤炭及其他燃料加工业', industryDivision: '25' },
      { scope: 'category', label: '制造业', industryCategory: 'C' },
      { scope: 'province', label: '全省' },
    ]);
  });

  it('without a size class the 大类 comes first; a 大类 of another 门类 is no 大类', () => {
    expect(groupsOf(peerKeysOf({ ...company, employee: null })).map((group) => group.scope)).toEqual([
      'industry',
      'category',
      'province',
    ]);
    const mismatched = peerKeysOf({ ...company, industryCategory: 'B' });
    expect(mismatched.industryDivision).toBe('');
    expect(groupsOf(mismatched).map((group) => group.label)).toEqual(['采矿业', '全省']);
  });

  it('an unknown industry is compared with the province alone', () => {
    expect(groupsOf(peerKeysOf({ ...company, industryCategory: 'Z', secondaryIndustry: null }))).toEqual([
      { scope: 'province', label: '全省' },
    ]);
  });
});
