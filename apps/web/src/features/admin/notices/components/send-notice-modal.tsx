import {
  NOTICE_AUDIENCE_LABELS,
  NOTICE_AUDIENCES,
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  noticeMessages,
} from '@dtmm/shared';
import { Form, Input, Radio } from 'antd';
import { FormModal } from '../../components/form-modal';
import type { NoticeDraft } from '../api/notices-api';
import { NoticeCompanySelect } from './notice-company-select';

const AUDIENCE_OPTIONS = NOTICE_AUDIENCES.map((audience) => ({
  value: audience,
  label: NOTICE_AUDIENCE_LABELS[audience],
}));
const CONTENT_SIZE = { minRows: 5, maxRows: 12 };

interface SendNoticeModalProps {
  isOpen: boolean;
  isBusy: boolean;
  onCancel: () => void;
  onSend: (draft: NoticeDraft) => void;
}

/** 发送通知: who receives it (everyone, providers' members, one company's members), its title and plain-text content. */
export function SendNoticeModal({ isOpen, isBusy, onCancel, onSend }: SendNoticeModalProps) {
  return (
    <FormModal<NoticeDraft>
      title="发送通知"
      okText="发送"
      isOpen={isOpen}
      isBusy={isBusy}
      onCancel={onCancel}
      onFinish={(draft) => onSend({ ...draft, title: draft.title.trim(), content: draft.content.trim() })}
    >
      <Form.Item name="audience" label="接收范围" initialValue="all" rules={[{ required: true }]}>
        <Radio.Group options={AUDIENCE_OPTIONS} />
      </Form.Item>
      <Form.Item noStyle dependencies={['audience']}>
        {({ getFieldValue }) =>
          getFieldValue('audience') === 'company' && (
            <Form.Item
              name="companyId"
              label="接收企业"
              rules={[{ required: true, message: noticeMessages.companyRequired }]}
            >
              <NoticeCompanySelect />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        name="title"
        label="通知标题"
        rules={[
          { required: true, whitespace: true, message: noticeMessages.titleRequired },
          { max: NOTICE_TITLE_MAX, message: noticeMessages.titleTooLong },
        ]}
      >
        <Input maxLength={NOTICE_TITLE_MAX} showCount placeholder="接收人在消息通知中看到的标题" />
      </Form.Item>
      <Form.Item
        name="content"
        label="通知内容"
        extra="纯文本，换行会保留"
        rules={[
          { required: true, whitespace: true, message: noticeMessages.contentRequired },
          { max: NOTICE_CONTENT_MAX, message: noticeMessages.contentTooLong },
        ]}
      >
        <Input.TextArea maxLength={NOTICE_CONTENT_MAX} showCount autoSize={CONTENT_SIZE} />
      </Form.Item>
    </FormModal>
  );
}
