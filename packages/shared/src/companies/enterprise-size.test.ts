import { describe, expect, it } from 'vitest';
import { enterpriseSizeOf } from './enterprise-size';

const company = (
  industryCategory: string,
  secondaryIndustry: string,
  employee: string,
  annualRevenue: string,
  industry = '',
) => ({
  industryCategory,
  secondaryIndustry,
  industry,
  employee,
  annualRevenue,
});

describe('enterpriseSizeOf (统计上大中小微型企业划分办法 2017)', () => {
  it('工业: 大型 needs ≥1000人 and ≥4亿元; one indicator short is one class lower', () => {
    expect(enterpriseSizeOf(company('C', '25', '5', '6')).sizeClass).toBe('large');
    expect(enterpriseSizeOf(company('C', '25', '5', '3')).sizeClass).toBe('medium');
    expect(enterpriseSizeOf(company('C', '15', '4', '4')).sizeClass).toBe('medium');
    expect(enterpriseSizeOf(company('C', '15', '3', '2')).sizeClass).toBe('small');
    expect(enterpriseSizeOf(company('B', '06', '2', '3')).sizeClass).toBe('small');
  });

  it('微型 on one indicator below 小型: under 20 people or under 300万元', () => {
    expect(enterpriseSizeOf(company('C', '34', '1', '5')).sizeClass).toBe('micro');
    expect(enterpriseSizeOf(company('D', '44', '6', '1')).sizeClass).toBe('micro');
  });

  it('says the rule, the industry standard, the ranges and the class', () => {
    expect(enterpriseSizeOf(company('C', '25', '4', '4')).note).toBe(
      '按《统计上大中小微型企业划分办法（2017）》工业标准，从业人员300-999人、营业收入1亿-4亿元，属中型企业。',
    );
  });

  it('each industry its own bounds: 100-299人 is 中型 in software, 小型 in manufacturing', () => {
    expect(enterpriseSizeOf(company('I', '65', '3', '3')).sizeClass).toBe('medium');
    expect(enterpriseSizeOf(company('C', '35', '3', '3')).sizeClass).toBe('small');
    expect(enterpriseSizeOf(company('F', '51', '4', '5')).sizeClass).toBe('large');
  });

  it('59 is 仓储业 except its 中类 装卸搬运, which is 交通运输业', () => {
    expect(enterpriseSizeOf(company('G', '59', '3', '3', '592')).note).toContain('仓储业标准');
    expect(enterpriseSizeOf(company('G', '59', '3', '3', '591')).note).toContain('交通运输业标准');
  });

  it('a range straddling a bound gives no class, and says between which', () => {
    const retail = enterpriseSizeOf(company('F', '52', '2', '2'));
    expect(retail.sizeClass).toBeNull();
    expect(retail.note).toContain('可能为小型企业或中型企业');
  });

  it('assets are not collected: 建筑业 by revenue alone, and said so', () => {
    const builder = enterpriseSizeOf(company('E', '47', '1', '4'));
    expect(builder).toMatchObject({ sizeClass: 'medium' });
    expect(builder.note).toContain('资产总额未采集');
  });

  it('no class when a range is not filled in or the rule does not cover the industry', () => {
    expect(enterpriseSizeOf(company('C', '25', '', '6')).sizeClass).toBeNull();
    expect(enterpriseSizeOf(company('J', '66', '5', '6')).note).toContain('不适用');
    expect(enterpriseSizeOf(company('M', '73', '3', '')).sizeClass).toBe('medium');
  });
});
