import '../client-errors.css';
import { CLIENT_ERROR_KIND_LABELS, CLIENT_ERROR_KINDS } from '@dtmm/shared';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
// The audit trail's period filter: the same text value 'from~to' in the address.
import { DayRangeInput, RANGE_SEPARATOR } from '../../components/day-range-input';
import { ListPage } from '../../components/list-page';
import { type ListQuery, requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { useClientErrorPage } from '../api/client-errors-api';
import { clientErrorColumns } from './client-error-columns';
import { ClientErrorDrawer } from './client-error-drawer';

const DEFAULTS = { keyword: '', kind: '', release: '', period: '' };
const KIND_OPTIONS = [
  { value: '', label: '全部' },
  ...CLIENT_ERROR_KINDS.map((value) => ({ value, label: CLIENT_ERROR_KIND_LABELS[value] })),
];

/** The list's filters as the API takes them: the period becomes its first and last day. */
function apiQueryOf({ filters: { period, ...filters }, ...paging }: ListQuery<typeof DEFAULTS>) {
  const [from = '', to = ''] = period.split(RANGE_SEPARATOR);
  return requestQueryOf({ ...paging, filters: { ...filters, from, to } });
}

/** /admin/client-errors: the web app's unhandled errors and failed chunk loads, one row per error. */
export function ClientErrorListPage() {
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = useClientErrorPage(apiQueryOf(list.query));
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ListPage
      title="前端错误"
      list={list}
      filters={[
        <Form.Item key="keyword" name="keyword" label="错误信息">
          <Input allowClear placeholder="错误信息包含的文字" />
        </Form.Item>,
        <Form.Item key="kind" name="kind" label="类型">
          <Select options={KIND_OPTIONS} />
        </Form.Item>,
        <Form.Item key="release" name="release" label="版本">
          <Input allowClear placeholder="如 0.1.0+1a2b3c4" />
        </Form.Item>,
        <Form.Item key="period" name="period" label="最近出现">
          <DayRangeInput />
        </Form.Item>,
      ]}
      columns={clientErrorColumns(list.query, (row) => setOpenId(row.id))}
      page={data}
      isLoading={isFetching}
      emptyText="暂无前端错误"
    >
      <ClientErrorDrawer errorId={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
