import { YEAR_FILTER_SPAN } from '@dtmm/shared';
import { useMemo } from 'react';

/** '全部年份' (no filter), then this year back 30 years (portal.md 9). */
export function yearOptions(currentYear: number) {
  const years = Array.from({ length: YEAR_FILTER_SPAN + 1 }, (_, i) => currentYear - i);
  return [{ label: '全部年份', value: '' }, ...years.map((year) => ({ label: `${year}年`, value: String(year) }))];
}

export function YearSelect({ value, onChange }: { value: string; onChange: (year: string) => void }) {
  const options = useMemo(() => yearOptions(new Date().getFullYear()), []);
  return (
    <select
      className="plain-select year-select"
      aria-label="发布年份"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
