import { Input } from 'antd';
import { DictionarySelect } from '@/components/form/dictionary-select';
import { SERVICE_TEXTS as T, totalText } from '../service-view';

interface ServiceFiltersProps {
  total: number;
  /** The search applied now: deleting its text shows every enterprise again. */
  search: string | undefined;
  companyType: string | undefined;
  onSearch: (text: string) => void;
  onTypeChange: (companyType: string | undefined) => void;
}

/** The enterprise-name search (250 px) and the type choice, both clearable, and the total (assessment.md 2). */
export function ServiceFilters({ total, search, companyType, onSearch, onTypeChange }: ServiceFiltersProps) {
  return (
    <div className="service-filters">
      <div className="service-filters__controls">
        <Input.Search
          className="service-filters__search"
          placeholder={T.search}
          aria-label={T.search}
          allowClear
          maxLength={50}
          onSearch={onSearch}
          // Deleting the searched text shows every enterprise again, as the clear icon does.
          onChange={(event) => {
            if (event.target.value === '' && search) onSearch('');
          }}
        />
        <DictionarySelect
          code="company.type"
          className="service-filters__type"
          aria-label={T.type}
          placeholder={`请选择${T.type}`}
          allowClear
          value={companyType}
          onChange={(value) => onTypeChange(typeof value === 'string' ? value : undefined)}
        />
      </div>
      <p className="service-filters__total" aria-live="polite">
        {totalText(total)}
      </p>
    </div>
  );
}
