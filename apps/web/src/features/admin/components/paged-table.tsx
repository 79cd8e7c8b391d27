import { LIST_PAGE_SIZES } from '@dtmm/shared';
import { Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import type { PageChange } from './use-list-query';

interface PagedTableProps<T> extends Omit<TableProps<T>, 'pagination' | 'onChange'> {
  total: number;
  page: number;
  limit: number;
  onPage: (change: PageChange) => void;
}

/** The column's sort as the server spells it; antd clears a sort with an undefined order. */
function sortOf<T>(sorter: SorterResult<T> | SorterResult<T>[]): Pick<PageChange, 'sidx' | 'sord'> {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return {};
  return { sidx: String(one.columnKey), sord: one.order === 'ascend' ? 'asc' : 'desc' };
}

/** A list paged and sorted by the server (page, limit, sidx, sord); it scrolls sideways on a phone. */
export function PagedTable<T extends object>({ total, page, limit, onPage, ...table }: PagedTableProps<T>) {
  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      pagination={{
        current: page,
        pageSize: limit,
        total,
        showSizeChanger: true,
        pageSizeOptions: LIST_PAGE_SIZES.map(String),
        showTotal: (count) => `共 ${count} 条`,
      }}
      onChange={(pagination, _filters, sorter) =>
        onPage({ page: pagination.current ?? 1, limit: pagination.pageSize ?? limit, ...sortOf(sorter) })
      }
    />
  );
}

/** The controlled sort order of a column, from the list's query. */
export const sortOrderOf = (query: { sidx?: string; sord?: 'asc' | 'desc' }, key: string) =>
  query.sidx === key ? (query.sord === 'asc' ? 'ascend' : 'descend') : null;
