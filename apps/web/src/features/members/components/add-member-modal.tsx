import { type AddMemberBody, isMobile, messages, memberMessages as mm } from '@dtmm/shared';
import { App, Form, Input, Modal } from 'antd';
import { notPhoneShapedRule } from '@/features/auth/form-rules';
import { useFormSubmit } from '@/features/auth/hooks/use-form-submit';
import { addMember } from '../api/members-api';

interface AddMemberModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 添加成员 (portal.md 2.8, 5.7): name, phone and initial password; '保存成功' then the list reloads. */
export function AddMemberModal({ isOpen, onClose, onSaved }: AddMemberModalProps) {
  const [form] = Form.useForm<AddMemberBody>();
  const { message } = App.useApp();
  const { run, isSubmitting } = useFormSubmit(form, mm.formInvalid, async (values) => {
    const { msg } = await addMember(values);
    void message.success(msg || messages.common.saved);
    onClose();
    onSaved();
  });
  return (
    <Modal
      title="添加成员"
      open={isOpen}
      onOk={run}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      confirmLoading={isSubmitting}
      destroyOnHidden
      width={460}
    >
      <Form form={form} name="add-member" layout="vertical" preserve={false} noValidate>
        <Form.Item
          name="username"
          label="姓名"
          rules={[
            { required: true, whitespace: true, message: mm.usernameRequired },
            { max: 20, message: messages.auth.usernameLength },
            notPhoneShapedRule,
          ]}
        >
          <Input placeholder="请输入姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号"
          validateFirst
          rules={[
            { required: true, whitespace: true, message: mm.phoneRequired },
            { validator: async (_, v: string) => (isMobile(v.trim()) ? undefined : Promise.reject(mm.phoneInvalid)) },
          ]}
        >
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="password"
          label="初始密码"
          extra="已注册的手机号会收到加入邀请，由本人接受；新账号须由本人通过短信验证码设置自己的密码后登录"
          validateFirst
          rules={[
            { required: true, message: mm.passwordRequired },
            { min: 6, message: mm.passwordMin },
            { max: 32, message: messages.auth.passwordMax },
          ]}
        >
          <Input.Password placeholder="请输入密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
