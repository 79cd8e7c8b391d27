import { NOTICE_AUDIENCE_LABELS, type SentNoticeItem } from '@dtmm/shared';
import { type TableColumnsType, Tooltip, Typography } from 'antd';
import { sortOrderOf } from '../../components/paged-table';

const audienceOf = (notice: SentNoticeItem) =>
  notice.audience === 'company'
    ? `${NOTICE_AUDIENCE_LABELS.company}：${notice.companyName ?? '（企业已删除）'}`
    : NOTICE_AUDIENCE_LABELS[notice.audience];

/** The sent list's columns; the title shows the content on hover. */
export function noticeColumns(sort: { sidx?: string; sord?: 'asc' | 'desc' }): TableColumnsType<SentNoticeItem> {
  return [
    {
      title: '标题',
      dataIndex: 'title',
      width: 320,
      render: (title: string, notice) => (
        <Tooltip title={<span className="admin-notice__content">{notice.content}</span>}>
          <Typography.Text ellipsis className="admin-notice__title">
            {title}
          </Typography.Text>
        </Tooltip>
      ),
    },
    { title: '接收范围', key: 'audience', render: (_, notice) => audienceOf(notice) },
    { title: '接收人数', dataIndex: 'recipientCount', align: 'right' },
    { title: '发送人', dataIndex: 'sender', render: (sender: string | null) => sender ?? '—' },
    {
      title: '发送时间',
      dataIndex: 'createTime',
      key: 'createTime',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'createTime'),
    },
  ];
}
