import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { agreementMessages, messages } from '@dtmm/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentAgreementsOf, useCurrentAgreements, versionsOf } from '@/features/agreements/api/agreements-api';
import { AgreementLinks } from '@/features/agreements/components/agreement-links';
import { type RegisterInput, register, sendRegisterCode } from '../api/auth-api';
import {
  confirmPasswordRules,
  mobileRules,
  newPasswordRules,
  PASSWORD_HINT,
  usernameRules,
  verifyCodeRules,
} from '../form-rules';
import { PhoneInput } from './phone-input';
import { SmsCodeInput } from './sms-code-input';

interface RegisterFormProps {
  /** The search string of the login form (keeps `redirect`). */
  loginHref: string;
  /** Registered: the page shows the login form, with the new username filled in. */
  onRegistered: (username: string) => void;
}

type RegisterValues = Omit<RegisterInput, 'terms' | 'privacy'> & { agreed: boolean };

/** The box must be ticked: nothing personal is kept without the person's consent. */
const agreedRules = [
  {
    validator: (_: unknown, checked: boolean) =>
      checked ? Promise.resolve() : Promise.reject(new Error(agreementMessages.consentMissing)),
  },
];

/**
 * Registration of portal.md 2.5 and 5.2: username, password twice, phone with +86, SMS code, and the
 * consent to the current 用户协议 and 隐私政策, whose versions go with the form.
 */
export function RegisterForm({ loginHref, onRegistered }: RegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const { message } = App.useApp();
  const [isSubmitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  // Loaded with the form: the person can open the agreements before they tick the box.
  useCurrentAgreements();

  const submit = async ({ agreed: _, ...values }: RegisterValues) => {
    setSubmitting(true);
    try {
      const versions = versionsOf(await currentAgreementsOf(queryClient));
      if (!versions) throw new Error(agreementMessages.consentMissing);
      const { msg } = await register({ ...values, ...versions });
      void message.success(msg || messages.auth.registered);
      onRegistered(values.username.trim());
    } catch (error) {
      void message.error(error instanceof Error && error.message ? error.message : messages.auth.registerFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      className="register-form"
      name="register"
      size="large"
      layout="vertical"
      onFinish={submit}
      onFinishFailed={() => void message.error(messages.auth.registerFormInvalid)}
      requiredMark={false}
      noValidate
    >
      <Form.Item name="username" label="用户名" rules={usernameRules} validateFirst>
        <Input prefix={<UserOutlined />} placeholder="2-20位中文、字母、数字或下划线" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label="密码" rules={newPasswordRules()} extra={PASSWORD_HINT} validateFirst>
        <Input.Password prefix={<LockOutlined />} placeholder="请设置密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['password']}
        rules={confirmPasswordRules('password', messages.auth.confirmRequired)}
        validateFirst
      >
        <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="phone" label="手机号" rules={mobileRules()} validateFirst>
        <PhoneInput />
      </Form.Item>
      <Form.Item name="verifyCode" label="短信验证码" rules={verifyCodeRules} validateFirst>
        <SmsCodeInput phoneField="phone" send={sendRegisterCode} />
      </Form.Item>
      <Form.Item name="agreed" valuePropName="checked" rules={agreedRules}>
        <Checkbox>
          我已阅读并同意
          <AgreementLinks />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSubmitting}>
        注册
      </Button>
      <p className="auth-card__switch">
        已有账号？<Link to={loginHref}>去登录</Link>
      </p>
    </Form>
  );
}
