import { Button, Drawer, Skeleton } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

interface DetailDrawerProps {
  open: boolean;
  title: string;
  /** Shows a skeleton until the detail has come. */
  loading: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** One entry of a back-office list, beside the list (companies, served enterprises). */
export function DetailDrawer({ open, title, loading, onClose, children }: DetailDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} size={640} title={title} destroyOnHidden>
      {loading ? <Skeleton active paragraph={{ rows: 10 }} /> : children}
    </Drawer>
  );
}

/** The list's last column: '详情' opens the entry's drawer. */
export function detailColumn<T>(onOpen: (row: T) => void): ColumnType<T> {
  return {
    title: '操作',
    key: 'action',
    fixed: 'right',
    width: 80,
    render: (_, row) => (
      <Button type="link" size="small" onClick={() => onOpen(row)}>
        详情
      </Button>
    ),
  };
}
