import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { messages } from '@dtmm/shared';
import { App, Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AgreementLinks } from '@/features/agreements/components/agreement-links';
import { captchaRules, loginPasswordRules, loginUsernameRules, mobileRules } from '../form-rules';
import { useCaptcha } from '../hooks/use-captcha';
import { type LoginValues, useLogin } from '../hooks/use-login';
import { AttemptNotice } from './attempt-notice';
import { CaptchaInput } from './captcha-input';
import { PhoneInput } from './phone-input';

/** 'zh': username and password; 'yz': the phone number (sent as the username) and password. */
export type LoginType = 'zh' | 'yz';
const LOGIN_TYPES = [
  { key: 'zh', label: '账号登录' },
  { key: 'yz', label: '手机号登录' },
];

interface LoginFormProps {
  /** A username to start with (after registering). */
  initialUsername?: string;
  /** The search string that keeps `redirect` when switching to the registration form. */
  registerHref: string;
  /** `firstLogin`: the account was created by a company ADMIN and its owner must set a password first. */
  onForgotPassword: (reason?: 'firstLogin') => void;
  onLoggedIn: () => void;
}

/** The login form of portal.md 2.5 and 5.1, with the captcha when enabled and the attempt display of 4.4. */
export function LoginForm({ initialUsername, registerHref, onForgotPassword, onLoggedIn }: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const { message } = App.useApp();
  const [loginType, setLoginType] = useState<LoginType>('zh');
  const captcha = useCaptcha();
  const onFailure = () => {
    form.setFieldValue('captcha', '');
    captcha.refresh();
  };
  const login = useLogin({
    captchaCookie: captcha.captchaCookie,
    onFailure,
    onSuccess: onLoggedIn,
    onMustSetPassword: () => onForgotPassword('firstLogin'),
  });

  const switchType = (key: string) => {
    setLoginType(key as LoginType);
    form.resetFields(['username']);
    login.clearNotice();
  };
  const onInvalid = () => {
    void message.error(messages.auth.loginFormInvalid);
    captcha.refresh();
  };

  return (
    <Form
      form={form}
      className="login-form"
      name="login"
      size="large"
      initialValues={{ username: initialUsername ?? '' }}
      onFinish={login.submit}
      onFinishFailed={onInvalid}
      requiredMark={false}
      noValidate
    >
      <Tabs className="login-form__tabs" activeKey={loginType} onChange={switchType} items={LOGIN_TYPES} centered />
      {loginType === 'zh' ? (
        <Form.Item name="username" rules={loginUsernameRules} validateFirst>
          <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" maxLength={50} />
        </Form.Item>
      ) : (
        <Form.Item name="username" rules={mobileRules()} validateFirst>
          <PhoneInput />
        </Form.Item>
      )}
      <Form.Item name="password" rules={loginPasswordRules} validateFirst>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      {captcha.isEnabled ? (
        <Form.Item name="captcha" rules={captchaRules}>
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} />
        </Form.Item>
      ) : null}
      <AttemptNotice text={login.notice} />
      <div className="login-form__links">
        <Button type="link" className="login-form__forgot" onClick={() => onForgotPassword()}>
          忘记密码
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={login.isSubmitting}>
        登录
      </Button>
      <p className="auth-card__switch">
        还没有账号？<Link to={registerHref}>注册</Link>
      </p>
      <p className="auth-card__agreements">
        阅读
        <AgreementLinks />
      </p>
    </Form>
  );
}
