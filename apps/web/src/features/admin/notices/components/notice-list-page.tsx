import '../notices.css';
import { SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ListPage } from '../../components/list-page';
import { requestQueryOf } from '../../components/list-query';
import { useListQuery } from '../../components/use-list-query';
import { adminNoticeKeys, type NoticeDraft, sendNotice, useSentNoticePage } from '../api/notices-api';
import { noticeColumns } from './notice-columns';
import { SendNoticeModal } from './send-notice-modal';

const DEFAULTS = { keyword: '' };

/** /admin/notices: the notices sent to users' 消息通知, searched by title, and 发送通知. */
export function NoticeListPage() {
  const list = useListQuery(DEFAULTS);
  const { data, isFetching } = useSentNoticePage(requestQueryOf(list.query));
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [isSending, setSending] = useState(false);
  const [isOpen, setOpen] = useState(false);

  const send = async (draft: NoticeDraft) => {
    setSending(true);
    try {
      const { msg } = await sendNotice(draft);
      void message.success(msg);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: adminNoticeKeys.all });
    } catch {
      // the api client has shown the server's message; the form stays open to correct it
    } finally {
      setSending(false);
    }
  };
  return (
    <ListPage
      title="站内通知管理"
      list={list}
      filters={[
        <Form.Item key="keyword" name="keyword" label="标题">
          <Input allowClear placeholder="通知标题" />
        </Form.Item>,
      ]}
      columns={noticeColumns(list.query)}
      page={data}
      isLoading={isFetching}
      emptyText="暂无已发送的通知"
      extra={
        <Button type="primary" icon={<SendOutlined />} onClick={() => setOpen(true)}>
          发送通知
        </Button>
      }
    >
      <SendNoticeModal
        isOpen={isOpen}
        isBusy={isSending}
        onCancel={() => setOpen(false)}
        onSend={(d) => void send(d)}
      />
    </ListPage>
  );
}
