import type { TableColumnsType } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import type { Page } from '@/lib/api-client';
import type { Filters } from './list-query';
import { PagedTable } from './paged-table';
import { QueryFilter } from './query-filter';
import type { ListControls } from './use-list-query';

interface ListPageProps<T, F extends Filters> {
  title: string;
  list: ListControls<F>;
  /** The query form's Form.Items (keyed), named after the filters; each gets a grid cell. */
  filters: ReactElement[];
  columns: TableColumnsType<T>;
  page: Page<T> | undefined;
  isLoading: boolean;
  emptyText: string;
  /** Beside the title: the page's own buttons (新建). */
  extra?: ReactNode;
  /** What opens from the list (a drawer, a modal). */
  children?: ReactNode;
}

/** The frame of every back-office list: title, query form, then the server-paged table. */
export function ListPage<T extends { id: string }, F extends Filters>(props: ListPageProps<T, F>) {
  const { title, list, filters, columns, page, isLoading, emptyText, extra, children } = props;
  return (
    <section className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">{title}</h1>
        {extra}
      </div>
      <div className="admin-panel">
        <QueryFilter values={list.query.filters} onSearch={list.search} onReset={list.reset}>
          {filters}
        </QueryFilter>
      </div>
      <div className="admin-panel">
        <PagedTable<T>
          rowKey="id"
          columns={columns}
          dataSource={page?.list ?? []}
          loading={isLoading}
          total={page?.total ?? 0}
          page={list.query.page}
          limit={list.query.limit}
          onPage={list.changePage}
          locale={{ emptyText }}
        />
      </div>
      {children}
    </section>
  );
}
