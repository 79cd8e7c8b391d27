import { describe, expect, it } from 'vitest';
import { progressText, regionText, serviceYears, totalText } from './service-view';

describe('service management view helpers (assessment.md 2, 3)', () => {
  it('offers the current year first, back 30 years: 31 entries', () => {
    const years = serviceYears(2026);
    expect(years).toHaveLength(31);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1996);
  });

  it('shows a progress rate that contains NaN as none', () => {
    expect(progressText('33.33%')).toBe('33.33%');
    expect(progressText('NaN%')).toBe('0.00%');
    expect(progressText(undefined)).toBe('0.00%');
  });

  it('joins the region names and says - without any', () => {
    expect(regionText({ company_province: '山西省', company_city: '太原市', company_district: '' })).toBe(
      '山西省 太原市',
    );
    expect(regionText({ company_province: '', company_city: '', company_district: '' })).toBe('-');
    expect(totalText(12)).toBe('共 12 个服务项目');
  });
});
