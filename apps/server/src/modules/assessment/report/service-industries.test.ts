import { describe, expect, it } from 'vitest';
import { industryFitOf, matchOf, reasonOf } from './service-industries';

const food = industryFitOf('C', '14');
const warehousing = industryFitOf('G', '59');
const unknown = industryFitOf(null, null);

describe('how a solution’s 应用行业 fits an enterprise’s GB/T 4754 industry', () => {
  it('names the 服务行业 of the 大类 and of the 门类', () => {
    expect(food).toEqual({
      secondary: { serviceIndustry: '食品医药', name: '食品制造业' },
      category: { serviceIndustry: '制造业', name: '制造业' },
    });
    expect(warehousing.secondary).toEqual({ serviceIndustry: '现代物流', name: '装卸搬运和仓储业' });
    expect(unknown).toEqual({ secondary: null, category: null });
  });

  it('ranks the 大类 before the 门类 before general-purpose, and never another industry', () => {
    expect(matchOf(['通用', '食品医药'], food)).toBe('secondary');
    expect(matchOf(['制造业'], food)).toBe('category');
    expect(matchOf(['通用'], food)).toBe('general');
    for (const other of [['焦化'], ['建材', '纺织轻工'], ['装备制造', '煤炭'], ['现代物流']]) {
      expect(matchOf(other, food)).toBeNull();
    }
    expect(matchOf(['制造业'], warehousing)).toBeNull();
    expect(matchOf(['现代物流', '制造业'], warehousing)).toBe('secondary');
    expect(matchOf(['焦化'], unknown)).toBeNull();
    expect(matchOf(['商贸流通'], industryFitOf('F', '52'))).toBe('secondary');
    expect(matchOf(['商贸流通'], industryFitOf('E', '47'))).toBeNull();
    expect(matchOf(['建筑施工'], industryFitOf('E', '47'))).toBe('secondary');
    expect(matchOf(['电子信息'], industryFitOf('I', '65'))).toBe('category');
    expect(matchOf(['文化旅游'], industryFitOf('H', '61'))).toBe('category');
    expect(matchOf(['通用'], unknown)).toBe('general');
  });

  it('says why: the shared 大类 or 门类, or 通用方案, and the scenario', () => {
    expect(reasonOf('secondary', food, '质量管理')).toBe('同为食品制造业 · 质量管理');
    expect(reasonOf('category', food, '质量管理')).toBe('同为制造业 · 质量管理');
    expect(reasonOf('general', food, '质量管理')).toBe('通用方案 · 质量管理');
    expect(reasonOf('secondary', warehousing, '仓储管理')).toBe('同为装卸搬运和仓储业 · 仓储管理');
  });
});
