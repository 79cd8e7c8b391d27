import './list.css';
import { Input } from 'antd';
import type { ReactNode } from 'react';

interface ListToolbarProps {
  /** How many items match; shown as '共为你找到N个结果'. */
  total: number;
  /** The current search text (the box is reset when it changes from outside, e.g. back/forward). */
  search: string | undefined;
  placeholder: string;
  /** The search box's accessible name. */
  searchLabel: string;
  onSearch: (text: string) => void;
  /** Extra controls before the search box (a year select). */
  children?: ReactNode;
  /** Leave the count out (lists whose tabs already say what is shown). */
  showCount?: boolean;
}

/** The line above a list: the result count on the left, filters and the search box on the right. */
export function ListToolbar({
  total,
  search,
  placeholder,
  searchLabel,
  onSearch,
  children,
  showCount = true,
}: ListToolbarProps) {
  return (
    <div className="list-toolbar">
      {showCount ? (
        <p className="list-toolbar__count" aria-live="polite">
          共为你找到<strong>{total}</strong>个结果
        </p>
      ) : null}
      <div className="list-toolbar__filters">
        {children}
        <Input.Search
          key={search ?? ''}
          className="list-toolbar__search"
          defaultValue={search}
          placeholder={placeholder}
          aria-label={searchLabel}
          allowClear
          enterButton="搜索"
          onSearch={(value) => onSearch(value.trim())}
        />
      </div>
    </div>
  );
}
