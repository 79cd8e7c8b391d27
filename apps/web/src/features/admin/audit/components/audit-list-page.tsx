import '../audit.css';
import { AUDIT_OBJECT_LABELS, AUDIT_RESULT_LABELS, AUDIT_RESULTS } from '@dtmm/shared';
import { Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { DayRangeInput, RANGE_SEPARATOR } from '../../components/day-range-input';
import { ListPage } from '../../components/list-page';
import { type ListQuery, requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { ExportButton } from '../../exports/export-button';
import { useAuditPage } from '../api/audit-api';
import { auditColumns } from './audit-columns';
import { AuditDrawer } from './audit-drawer';
import { AuditVerify } from './audit-verify';

const DEFAULTS = {
  actor: '',
  actorMatch: 'contains',
  action: '',
  objectType: '',
  objectId: '',
  result: '',
  period: '',
};
const MATCH_OPTIONS = [
  { value: 'contains', label: '包含' },
  { value: 'exact', label: '等于' },
];
const OBJECT_OPTIONS = [
  { value: '', label: '全部' },
  ...Object.entries(AUDIT_OBJECT_LABELS).map(([value, label]) => ({ value, label })),
];
const RESULT_OPTIONS = [
  { value: '', label: '全部' },
  ...AUDIT_RESULTS.map((value) => ({ value, label: AUDIT_RESULT_LABELS[value] })),
];

/** The list's filters as the API takes them: the period becomes its first and last day. */
function apiQueryOf({ filters: { period, ...filters }, ...paging }: ListQuery<typeof DEFAULTS>) {
  const [from = '', to = ''] = period.split(RANGE_SEPARATOR);
  return requestQueryOf({ ...paging, filters: { ...filters, from, to } });
}

/** /admin/audit: who did what to which object, searched; each row's detail and chain; the chain check. */
export function AuditListPage() {
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = useAuditPage(apiQueryOf(list.query));
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ListPage
      title="审计日志"
      list={list}
      extra={
        <Space wrap>
          <AuditVerify />
          <ExportButton table="audit" query={apiQueryOf(list.query)} />
        </Space>
      }
      filters={[
        <Form.Item key="actor" label="操作人">
          <Space.Compact block>
            <Form.Item name="actorMatch" noStyle>
              <Select options={MATCH_OPTIONS} aria-label="匹配方式" style={{ width: 84 }} />
            </Form.Item>
            <Form.Item name="actor" noStyle>
              <Input allowClear placeholder="用户名" aria-label="操作人" />
            </Form.Item>
          </Space.Compact>
        </Form.Item>,
        <Form.Item key="action" name="action" label="操作类型">
          <Input allowClear placeholder="如 login.failure 或前缀 admin." />
        </Form.Item>,
        <Form.Item key="objectType" name="objectType" label="对象类型">
          <Select options={OBJECT_OPTIONS} />
        </Form.Item>,
        <Form.Item key="objectId" name="objectId" label="对象ID">
          <Input allowClear />
        </Form.Item>,
        <Form.Item key="result" name="result" label="结果">
          <Select options={RESULT_OPTIONS} />
        </Form.Item>,
        <Form.Item key="period" name="period" label="时间范围">
          <DayRangeInput />
        </Form.Item>,
      ]}
      columns={auditColumns(list.query, (row) => setOpenId(row.id))}
      page={data}
      isLoading={isFetching}
      emptyText="暂无审计记录"
    >
      <AuditDrawer entryId={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
