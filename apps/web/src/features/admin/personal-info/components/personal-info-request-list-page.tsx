import {
  PERSONAL_INFO_REQUEST_KIND_LABELS,
  PERSONAL_INFO_REQUEST_KINDS,
  PERSONAL_INFO_REQUEST_STATUS_LABELS,
  PERSONAL_INFO_REQUEST_STATUSES,
  type PersonalInfoRequestRow,
} from '@dtmm/shared';
import { Form, Select, type TableColumnsType, Tag } from 'antd';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { usePersonalInfoRequestPage } from '../api/personal-info-requests-api';

const DEFAULTS = { kind: '', status: '' };
const ALL = { value: '', label: '全部' };
const KIND_OPTIONS = [
  ALL,
  ...PERSONAL_INFO_REQUEST_KINDS.map((value) => ({ value, label: PERSONAL_INFO_REQUEST_KIND_LABELS[value] })),
];
const STATUS_OPTIONS = [
  ALL,
  ...PERSONAL_INFO_REQUEST_STATUSES.map((value) => ({ value, label: PERSONAL_INFO_REQUEST_STATUS_LABELS[value] })),
];

const COLUMNS: TableColumnsType<PersonalInfoRequestRow> = [
  { title: '用户编号', dataIndex: 'userId', key: 'userId' },
  { title: '用户', dataIndex: 'username', key: 'username' },
  { title: '类型', key: 'kind', render: (_, row) => PERSONAL_INFO_REQUEST_KIND_LABELS[row.kind] },
  {
    title: '状态',
    key: 'status',
    render: (_, row) => (
      <Tag color={row.status === 'completed' ? 'green' : 'orange'}>
        {PERSONAL_INFO_REQUEST_STATUS_LABELS[row.status]}
      </Tag>
    ),
  },
  { title: '说明', dataIndex: 'note', key: 'note', render: (note: string | null) => note ?? '-' },
  { title: '申请时间', dataIndex: 'requestTime', key: 'requestTime' },
  { title: '完成时间', dataIndex: 'completeTime', key: 'completeTime', render: (time: string | null) => time ?? '-' },
];

/**
 * /admin/personal-info-requests (系统管理员): every copy downloaded and every closure, done or refused,
 * so the platform can show how it answered people's requests. A closed account shows its anonymised name.
 */
export function PersonalInfoRequestListPage() {
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = usePersonalInfoRequestPage(requestQueryOf(list.query));
  return (
    <ListPage
      title="个人信息请求"
      list={list}
      filters={[
        <Form.Item key="kind" name="kind" label="类型">
          <Select options={KIND_OPTIONS} />
        </Form.Item>,
        <Form.Item key="status" name="status" label="状态">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>,
      ]}
      columns={COLUMNS}
      page={data}
      isLoading={isFetching}
      emptyText="暂无个人信息请求"
    />
  );
}
