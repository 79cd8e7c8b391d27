import { YEAR_FILTER_SPAN } from '@dtmm/shared';
import { Select } from 'antd';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { type InsightFilters as Filters, useIndustryCategories, useProvinceCities } from '../api/insight-api';

/** This year back YEAR_FILTER_SPAN years, newest first. */
export const currentYear = () => new Date().getFullYear();
const YEARS = Array.from({ length: YEAR_FILTER_SPAN + 1 }, (_, i) => {
  const year = currentYear() - i;
  return { label: `${year}年`, value: year };
});

interface InsightFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** What the filters cover, for titles: '全省', '太原市', '太原市 · 制造业' or '全省 · 制造业'. */
export function useScopeName(filters: Filters): string {
  const { data: config } = usePlatformConfig();
  const { data: cities = [] } = useProvinceCities(config?.provinceCode);
  const { data: industries = [] } = useIndustryCategories();
  const city = cities.find((entry) => entry.code === filters.cityCode)?.name ?? '全省';
  const industry = industries.find((entry) => entry.categoryCode === filters.industryCode)?.categoryName;
  return industry ? `${city} · ${industry}` : city;
}

/** Year, city of the province and industry 门类; clearing a select means the whole province / every industry. */
export function InsightFilters({ filters, onChange }: InsightFiltersProps) {
  const { data: config } = usePlatformConfig();
  const { data: cities = [] } = useProvinceCities(config?.provinceCode);
  const { data: industries = [] } = useIndustryCategories();
  return (
    <div className="insight-filters">
      <Select
        aria-label="年度"
        className="insight-filters__year"
        value={filters.year}
        options={YEARS}
        onChange={(year) => onChange({ ...filters, year })}
      />
      <Select
        aria-label="地市"
        className="insight-filters__select"
        placeholder="全省"
        allowClear
        value={filters.cityCode || undefined}
        options={cities.map((city) => ({ label: city.name, value: city.code }))}
        onChange={(cityCode?: string) => onChange({ ...filters, cityCode: cityCode ?? '' })}
      />
      <Select
        aria-label="行业"
        className="insight-filters__select"
        placeholder="全部行业"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={filters.industryCode || undefined}
        options={industries.map((c) => ({ label: c.categoryName, value: c.categoryCode }))}
        onChange={(industryCode?: string) => onChange({ ...filters, industryCode: industryCode ?? '' })}
      />
    </div>
  );
}
