import { type AdminDictionaryItem, messages } from '@dtmm/shared';
import { Button, Popconfirm, Space, Switch, type TableColumnsType } from 'antd';

interface DictionaryColumnActions {
  onToggle: (item: AdminDictionaryItem) => void;
  onEdit: (item: AdminDictionaryItem) => void;
  onDelete: (item: AdminDictionaryItem) => void;
}

/** Label, value, order, 启用 as a switch, and 编辑 / 删除. */
export function dictionaryColumns({
  onToggle,
  onEdit,
  onDelete,
}: DictionaryColumnActions): TableColumnsType<AdminDictionaryItem> {
  return [
    { title: '字典标签', dataIndex: 'label', className: 'dictionary-table__text' },
    { title: '字典值', dataIndex: 'value', className: 'dictionary-table__text' },
    { title: '排序', dataIndex: 'sortOrder', width: 80 },
    {
      title: '启用',
      dataIndex: 'isEnabled',
      width: 90,
      render: (isEnabled: boolean, item) => (
        <Switch size="small" checked={isEnabled} aria-label={`启用 ${item.label}`} onChange={() => onToggle(item)} />
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(item)}>
            编辑
          </Button>
          <Popconfirm
            title={messages.common.confirmDelete}
            okText="确定"
            cancelText="取消"
            onConfirm={() => onDelete(item)}
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
