import { Input, Select } from 'antd';
import { AREA_OPTIONS, INDUSTRY_GROUP_OPTIONS, indicatorOptions, LEVEL_OPTIONS } from '../indicators';
import type { QuestionFilters } from '../question-filters';

interface QuestionFilterBarProps {
  filters: QuestionFilters;
  onChange: (filters: QuestionFilters) => void;
}

/** 领域, 指标 (of the chosen area), 级别, 适用企业 (what a group is asked) and a text search over ids, titles and options. */
export function QuestionFilterBar({ filters, onChange }: QuestionFilterBarProps) {
  return (
    <search className="bank-filters" aria-label="筛选题目">
      <Select
        allowClear
        aria-label="领域"
        placeholder="全部领域"
        className="bank-filters__area"
        options={AREA_OPTIONS}
        value={filters.area}
        onChange={(area) => onChange({ ...filters, area, indicator: undefined })}
      />
      <Select
        allowClear
        aria-label="指标"
        placeholder="全部指标"
        className="bank-filters__indicator"
        showSearch={{ optionFilterProp: 'label' }}
        options={indicatorOptions(filters.area ? [filters.area] : undefined)}
        value={filters.indicator}
        onChange={(indicator) => onChange({ ...filters, indicator })}
      />
      <Select
        allowClear
        aria-label="级别"
        placeholder="全部级别"
        className="bank-filters__level"
        options={LEVEL_OPTIONS}
        value={filters.level}
        onChange={(level) => onChange({ ...filters, level })}
      />
      <Select
        allowClear
        aria-label="适用企业"
        placeholder="全部企业类型"
        className="bank-filters__group"
        options={INDUSTRY_GROUP_OPTIONS}
        value={filters.industryGroup}
        onChange={(industryGroup) => onChange({ ...filters, industryGroup })}
      />
      <Input.Search
        allowClear
        aria-label="搜索题目"
        placeholder="编号、题目或选项"
        className="bank-filters__text"
        defaultValue={filters.text}
        onSearch={(text) => onChange({ ...filters, text })}
      />
    </search>
  );
}
