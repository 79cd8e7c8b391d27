import './list.css';
import { Pagination } from 'antd';

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

/** Paging under a list; hidden when nothing matched. */
export function ListPagination({ page, limit, total, sizes, onChange, hideOnSinglePage }: ListPaginationProps) {
  if (total <= 0) return null;
  return (
    <Pagination
      className="list-pagination"
      current={page}
      pageSize={limit}
      total={total}
      pageSizeOptions={sizes?.map(String)}
      showSizeChanger={Boolean(sizes)}
      showTotal={(count) => `共 ${count} 条`}
      onChange={onChange}
      hideOnSinglePage={hideOnSinglePage}
    />
  );
}
