import './list.css';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { DictionaryItem } from '@dtmm/shared';
import { useId, useState } from 'react';

/** How many options a collapsible row shows before 更多. */
const COLLAPSED_COUNT = 8;
export const ANY_LABEL = '不限';

interface FilterRowProps {
  label: string;
  options: readonly DictionaryItem[];
  /** The chosen value; '' means 不限. */
  value: string;
  onChange: (value: string) => void;
  collapsible?: boolean;
}

/** One single-choice filter line: the label, 不限 first, then the options; optionally 更多/收起. */
export function FilterRow({ label, options, value, onChange, collapsible = false }: FilterRowProps) {
  const [isExpanded, setExpanded] = useState(false);
  const labelId = useId();
  const canCollapse = collapsible && options.length > COLLAPSED_COUNT;
  const visible =
    canCollapse && !isExpanded
      ? options.filter((option, index) => index < COLLAPSED_COUNT || option.value === value)
      : options;
  const choices = [{ label: ANY_LABEL, value: '' }, ...visible];
  return (
    <div className="filter-row">
      <span className="filter-row__label" id={labelId}>
        {label}：
      </span>
      <fieldset className="filter-row__options" aria-labelledby={labelId}>
        {choices.map((option) => (
          <button
            key={option.value || 'any'}
            type="button"
            className={`filter-chip${option.value === value ? ' filter-chip--active' : ''}`}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      {canCollapse ? (
        <button
          type="button"
          className="filter-row__toggle"
          aria-expanded={isExpanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {isExpanded ? '收起' : '更多'} {isExpanded ? <UpOutlined /> : <DownOutlined />}
        </button>
      ) : null}
    </div>
  );
}
