import {
  type AdminAgreementRow,
  AGREEMENT_KIND_LABELS,
  AGREEMENT_KINDS,
  AGREEMENT_STATUS_LABELS,
  type AgreementDraftBody,
} from '@dtmm/shared';
import { App, Button, Form, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { RichText } from '@/components/content/rich-text';
import { DetailDrawer } from '../../components/detail-drawer';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import {
  type AgreementChange,
  fetchAgreement,
  useAgreement,
  useAgreementChange,
  useAgreementPage,
} from '../api/agreements-admin-api';
import { AgreementEditor, type AgreementEditorState } from './agreement-editor';

const DEFAULTS = { kind: '', keyword: '' };
const KIND_OPTIONS = [
  { value: '', label: '全部' },
  ...AGREEMENT_KINDS.map((kind) => ({ value: kind, label: AGREEMENT_KIND_LABELS[kind] })),
];
const NEW_DRAFT: AgreementDraftBody = { kind: 'terms', title: '', content: '' };

function columns(actions: {
  open: (row: AdminAgreementRow) => void;
  edit: (row: AdminAgreementRow) => void;
  change: (change: AgreementChange) => void;
}): TableColumnsType<AdminAgreementRow> {
  return [
    { title: '协议', key: 'kind', render: (_, row) => AGREEMENT_KIND_LABELS[row.kind] },
    { title: '版本', dataIndex: 'version', key: 'version', render: (version: number) => `第 ${version} 版` },
    { title: '标题', dataIndex: 'title', key: 'title' },
    {
      title: '状态',
      key: 'status',
      render: (_, row) =>
        row.isCurrent ? <Tag color="green">现行版本</Tag> : <Tag>{AGREEMENT_STATUS_LABELS[row.status]}</Tag>,
    },
    { title: '发布时间', dataIndex: 'publishedAt', key: 'publishedAt', render: (time: string | null) => time ?? '-' },
    { title: '发布人', dataIndex: 'publishedBy', key: 'publishedBy', render: (name: string | null) => name ?? '-' },
    {
      title: '操作',
      key: 'action',
      fixed: 'right',
      render: (_, row) =>
        row.status === 'published' ? (
          <Button type="link" size="small" onClick={() => actions.open(row)}>
            查看
          </Button>
        ) : (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              编辑
            </Button>
            <Popconfirm
              title="发布后不能再修改，用户下次登录时须重新同意。确定发布吗?"
              okText="发布"
              cancelText="取消"
              onConfirm={() => actions.change({ action: 'publish', id: row.id })}
            >
              <Button type="link" size="small">
                发布
              </Button>
            </Popconfirm>
            <Popconfirm
              title="确定删除吗?"
              okText="确定"
              cancelText="取消"
              onConfirm={() => actions.change({ action: 'delete', id: row.id })}
            >
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
}

/**
 * /admin/agreements (内容编辑): the versions of the 用户协议 and 隐私政策. A new version starts as a
 * draft; publishing it makes it the one people agree to, and it is never changed again.
 */
export function AgreementListPage() {
  const { message } = App.useApp();
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = useAgreementPage(requestQueryOf(list.query));
  const mutation = useAgreementChange();
  const [editor, setEditor] = useState<AgreementEditorState | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useAgreement(openId);

  const change = (next: AgreementChange) =>
    mutation.mutate(next, {
      onSuccess: ({ msg }) => {
        void message.success(msg);
        setEditor(null);
      },
    });
  const edit = async (row: AdminAgreementRow) => {
    const detail = await fetchAgreement(row.id);
    setEditor({ id: row.id, initial: { kind: row.kind, title: row.title, content: detail.content } });
  };
  const save = (body: AgreementDraftBody) =>
    change(
      editor?.id
        ? { action: 'update', id: editor.id, body: { title: body.title, content: body.content } }
        : { action: 'create', body },
    );

  return (
    <ListPage
      title="协议管理"
      list={list}
      filters={[
        <Form.Item key="kind" name="kind" label="协议">
          <Select options={KIND_OPTIONS} />
        </Form.Item>,
        <Form.Item key="keyword" name="keyword" label="标题">
          <Input allowClear placeholder="标题包含的文字" />
        </Form.Item>,
      ]}
      columns={columns({
        open: (row) => setOpenId(row.id),
        edit: (row) => void edit(row).catch(() => undefined),
        change,
      })}
      page={data}
      isLoading={isFetching}
      emptyText="暂无协议版本"
      extra={
        <Button type="primary" onClick={() => setEditor({ id: null, initial: NEW_DRAFT })}>
          新建版本
        </Button>
      }
    >
      <AgreementEditor state={editor} isSaving={mutation.isPending} onCancel={() => setEditor(null)} onSave={save} />
      <DetailDrawer
        open={openId !== null}
        title={opened.data ? `${opened.data.title}（第 ${opened.data.version} 版）` : '协议版本'}
        loading={opened.isLoading}
        onClose={() => setOpenId(null)}
      >
        <RichText html={opened.data?.content} />
      </DetailDrawer>
    </ListPage>
  );
}
