import './list.css';
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

/** The line above a list: the result count on the left, filters and the search box (a plain form) on the right. */
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
        <form
          key={search ?? ''}
          className="list-toolbar__search"
          onSubmit={(event) => {
            event.preventDefault();
            const text = new FormData(event.currentTarget).get('q');
            onSearch(typeof text === 'string' ? text.trim() : '');
          }}
        >
          <input
            className="list-toolbar__input"
            type="search"
            name="q"
            defaultValue={search}
            placeholder={placeholder}
            aria-label={searchLabel}
            // Clearing the box (its ✕ or by deleting) shows everything again, as before the search.
            onChange={(event) => {
              if (event.target.value === '' && search) onSearch('');
            }}
          />
          <button className="list-toolbar__button" type="submit">
            搜索
          </button>
        </form>
      </div>
    </div>
  );
}
