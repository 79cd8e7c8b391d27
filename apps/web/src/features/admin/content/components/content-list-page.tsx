import '../content.css';
import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminContentRow,
  CONTENT_KIND_LABELS,
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  type ContentKind,
} from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { contentKeys, deleteContent, moveContent, useContentPage } from '../api/content-api';
import { groupFieldOf } from '../content-fields';
import { CONTENT_FORMS, contentKindOf } from '../content-kinds';
import { useChoices } from '../hooks/use-choices';
import { contentColumns } from './content-columns';
import { ContentRowActions } from './content-row-actions';
import { UnknownKind } from './unknown-kind';

const DEFAULTS = { keyword: '', status: '', group: '' };
const ALL = { value: '', label: '全部' };
const STATUS_OPTIONS = [
  ALL,
  ...CONTENT_STATUSES.map((status) => ({ value: status, label: CONTENT_STATUS_LABELS[status] })),
];

/** /admin/content/:kind: one list page for every kind of portal content. */
export function ContentListPage() {
  const kind = contentKindOf(useParams().kind);
  // A new kind is a new page: its filters and table start afresh.
  return kind ? <ContentList key={kind} kind={kind} /> : <UnknownKind />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = useContentPage(kind, requestQueryOf(list.query));
  const groupField = groupFieldOf(CONTENT_FORMS[kind]);
  const groups = useChoices(groupField?.choices);
  const actions = useRowActions(kind);
  const label = CONTENT_KIND_LABELS[kind];
  const navigate = useNavigate();

  const filters = [
    <Form.Item key="keyword" name="keyword" label="标题">
      <Input allowClear placeholder="搜索标题" />
    </Form.Item>,
    <Form.Item key="status" name="status" label="状态">
      <Select options={STATUS_OPTIONS} />
    </Form.Item>,
  ];
  if (groupField)
    filters.push(
      <Form.Item key="group" name="group" label={groupField.label}>
        <Select options={[ALL, ...groups.options]} loading={groups.isLoading} />
      </Form.Item>,
    );
  return (
    <ListPage
      title={label}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ADMIN_PATHS.contentNew(kind))}>
          新建
        </Button>
      }
      list={list}
      filters={filters}
      columns={contentColumns({
        kind,
        sort: list.query,
        group: groupField ? { label: groupField.label, labelOf: groups.labelOf } : undefined,
        actions: (row) => <ContentRowActions kind={kind} row={row} onMove={actions.move} onDelete={actions.remove} />,
      })}
      page={data}
      isLoading={isFetching}
      emptyText={`暂无${label}`}
    />
  );
}

/** 发布/下线 and 删除 from a row: the server's message, then the list again. */
function useRowActions(kind: ContentKind) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const run = async (call: () => Promise<{ msg: string }>) => {
    try {
      const { msg } = await call();
      void message.success(msg);
    } catch {
      // the api client has shown the server's message
    }
    void queryClient.invalidateQueries({ queryKey: contentKeys.kind(kind) });
  };
  return {
    move: (row: AdminContentRow, action: 'publish' | 'unpublish') => void run(() => moveContent(kind, row.id, action)),
    remove: (row: AdminContentRow) => void run(() => deleteContent(kind, row.id)),
  };
}
