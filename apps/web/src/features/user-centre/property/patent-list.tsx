import { type CompanyPatentItem, messages } from '@dtmm/shared';
import { Button, List, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { PatentStatusTag } from './patent-status-tag';

export interface PatentListProps {
  rows: CompanyPatentItem[];
  total: number;
  page: number;
  limit: number;
  isLoading: boolean;
  /** The company's ADMIN edits and deletes what is not published. */
  canManage: boolean;
  deletingId: string | null;
  onPage: (page: number, limit: number) => void;
  onEdit: (patent: CompanyPatentItem) => void;
  onDelete: (patent: CompanyPatentItem) => void;
}

const day = (time: string) => time.slice(0, 10) || '—';
const EMPTY = { emptyText: '暂无专利成果' };

function Actions({
  patent,
  ...props
}: Pick<PatentListProps, 'canManage' | 'deletingId' | 'onEdit' | 'onDelete'> & { patent: CompanyPatentItem }) {
  if (!props.canManage || patent.status === 'published') return null;
  return (
    <Space size={4}>
      <Button type="link" size="small" onClick={() => props.onEdit(patent)}>
        编辑
      </Button>
      <Popconfirm
        title={messages.common.confirmDelete}
        okText="确定"
        cancelText="取消"
        onConfirm={() => props.onDelete(patent)}
      >
        <Button type="link" size="small" danger loading={props.deletingId === patent.id}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The company's patents: a table from a tablet up, cards on a phone; paged by the server. */
export function PatentList(props: PatentListProps) {
  const isPhone = useIsPhone();
  const pagination = {
    current: props.page,
    pageSize: props.limit,
    total: props.total,
    onChange: props.onPage,
    showSizeChanger: !isPhone,
    pageSizeOptions: [10, 20, 30],
    size: isPhone ? ('small' as const) : undefined,
  };
  if (isPhone)
    return (
      <List<CompanyPatentItem>
        className="property-patents__cards"
        rowKey="id"
        dataSource={props.rows}
        loading={props.isLoading}
        locale={EMPTY}
        pagination={pagination}
        renderItem={(patent) => (
          <List.Item
            className="property-patents__card"
            actions={[<Actions key="actions" patent={patent} {...props} />]}
          >
            <div className="property-patents__card-body">
              <div className="property-patents__name">
                {patent.title} <PatentStatusTag status={patent.status} />
              </div>
              <div>
                {patent.patentType} · {patent.patentNumber}
              </div>
              <div className="user-centre__time">申请日期 {day(patent.applyDate)}</div>
            </div>
          </List.Item>
        )}
      />
    );
  const columns: TableColumnsType<CompanyPatentItem> = [
    { title: '专利名称', dataIndex: 'title', className: 'property-patents__name' },
    { title: '专利号', dataIndex: 'patentNumber' },
    { title: '专利类型', dataIndex: 'patentType', width: 110 },
    { title: '专利权人', dataIndex: 'patentee', className: 'property-patents__name', responsive: ['lg'] },
    { title: '申请日期', dataIndex: 'applyDate', width: 110, render: day },
    { title: '状态', dataIndex: 'status', width: 90, render: (_, row) => <PatentStatusTag status={row.status} /> },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, row) => <Actions patent={row} {...props} />,
    },
  ];
  return (
    <Table<CompanyPatentItem>
      rowKey="id"
      columns={columns}
      dataSource={props.rows}
      loading={props.isLoading}
      locale={EMPTY}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
    />
  );
}
