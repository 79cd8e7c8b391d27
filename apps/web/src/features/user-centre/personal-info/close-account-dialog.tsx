import { messages, personalInfoMessages as pm } from '@dtmm/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { closeAccount } from '@/features/auth/api/auth-api';
import { isApiError } from '@/lib/api-error';

interface CloseAccountDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  /** Closed: the server ended every session; the caller ends this one and says so. */
  onClosed: () => void;
}

/** What closing does, said before the person confirms it (docs/personal-information.md). */
const CONSEQUENCES = [
  '立即退出所有设备上的登录，账号不能再登录；',
  '用户名、手机号和邮箱当即删除，同一手机号可以重新注册；',
  '您将离开所属企业；企业的认证资料、评估记录等仍归企业所有；',
  '登录和操作日志依法保存不少于六个月，但不再显示您的用户名和手机号。',
];

/**
 * 注销账号: the consequences, then the current password. A refusal the person can act on (the only
 * company ADMIN, a certification under review) is shown in the dialog; a wrong password on the field.
 */
export function CloseAccountDialog({ isOpen, onCancel, onClosed }: CloseAccountDialogProps) {
  const [form] = Form.useForm<{ password: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isClosing, setClosing] = useState(false);

  const confirm = async () => {
    const { password } = await form.validateFields();
    setClosing(true);
    setRefusal(null);
    try {
      await closeAccount(password);
      onClosed();
    } catch (error) {
      const text = isApiError(error) ? error.message : messages.common.requestError;
      if (isApiError(error) && error.status === 400) form.setFields([{ name: 'password', errors: [text] }]);
      else setRefusal(text);
    } finally {
      setClosing(false);
    }
  };

  return (
    <Modal
      open={isOpen}
      title="注销账号"
      okText="确认注销"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={isClosing}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        setRefusal(null);
      }}
      destroyOnHidden
    >
      <p>注销后无法恢复。注销将会：</p>
      <ul className="personal-info__consequences">
        {CONSEQUENCES.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>如果您是企业唯一的企业管理员且企业还有其他成员，请先在“成员管理”中将企业管理员移交给其他成员。</p>
      {refusal ? <Alert type="warning" showIcon title={refusal} className="personal-info__refusal" /> : null}
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item name="password" label="当前密码" rules={[{ required: true, message: pm.passwordRequired }]}>
          <Input.Password placeholder="请输入当前登录密码" autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
