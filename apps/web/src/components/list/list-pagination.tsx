import './list.css';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { pageSlots } from './page-numbers';

interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  /** Page sizes to offer; none: a fixed page size (cards in a grid). */
  sizes?: readonly number[];
  onChange: (page: number, limit: number) => void;
  /** Leave the pager out while everything fits on one page (a short list inside a tab). */
  hideOnSinglePage?: boolean;
}

/**
 * Paging under a list: '共 N 条', previous, the page numbers, next and the page size; hidden when
 * nothing matched. Plain buttons and a native select, so a server-rendered list needs no antd.
 */
export function ListPagination({ page, limit, total, sizes, onChange, hideOnSinglePage }: ListPaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (total <= 0 || (hideOnSinglePage && pageCount === 1)) return null;
  const go = (to: number) => {
    if (to !== page && to >= 1 && to <= pageCount) onChange(to, limit);
  };
  return (
    <nav className="list-pagination" aria-label="分页">
      <span className="list-pagination__total">共 {total} 条</span>
      <button
        type="button"
        className="list-pagination__step"
        aria-label="上一页"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <LeftOutlined />
      </button>
      {pageSlots(page, pageCount).map((slot) =>
        typeof slot === 'number' ? (
          <button
            key={slot}
            type="button"
            className={`list-pagination__page${slot === page ? ' is-current' : ''}`}
            aria-current={slot === page ? 'page' : undefined}
            onClick={() => go(slot)}
          >
            {slot}
          </button>
        ) : (
          <span key={slot} className="list-pagination__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className="list-pagination__step"
        aria-label="下一页"
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        <RightOutlined />
      </button>
      {sizes ? (
        <select
          className="plain-select"
          aria-label="每页条数"
          value={limit}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </select>
      ) : null}
    </nav>
  );
}
