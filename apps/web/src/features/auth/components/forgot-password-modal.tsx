import './auth-modal.css';
import { messages } from '@dtmm/shared';
import { Alert, App, Form, Input, Modal } from 'antd';
import { type ForgetPasswordInput, forgetPassword, sendResetCode } from '../api/auth-api';
import { confirmPasswordRules, mobileRules, newPasswordRules, PASSWORD_HINT, verifyCodeRules } from '../form-rules';
import { useFormSubmit } from '../hooks/use-form-submit';
import { PhoneInput } from './phone-input';
import { SmsCodeInput } from './sms-code-input';

interface ForgotPasswordModalProps {
  isOpen: boolean;
  /** Opened by the first login of an account a company ADMIN created: same form, said as what it is for. */
  isFirstLogin?: boolean;
  onClose: () => void;
}

/** The forgot-password dialog of portal.md 2.5 and 5.3: phone, SMS code, new password twice; 取消 and 确定. */
export function ForgotPasswordModal({ isOpen, isFirstLogin = false, onClose }: ForgotPasswordModalProps) {
  const [form] = Form.useForm<ForgetPasswordInput>();
  const { message } = App.useApp();
  const { run: confirm, isSubmitting } = useFormSubmit(form, messages.auth.forgotFormInvalid, async (values) => {
    const { msg } = await forgetPassword({ ...values, phone: values.phone.trim() });
    void message.success(msg || messages.auth.passwordReset);
    onClose();
  });

  return (
    <Modal
      title={isFirstLogin ? '首次登录：设置您的密码' : '忘记密码'}
      open={isOpen}
      onOk={confirm}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      confirmLoading={isSubmitting}
      destroyOnHidden
      className="forgot-password-modal"
      width={440}
    >
      <Form
        form={form}
        className="auth-modal-form"
        name="forgot-password"
        layout="vertical"
        requiredMark={false}
        preserve={false}
        noValidate
      >
        {isFirstLogin && (
          <Alert className="auth-modal-form__intro" type="info" showIcon message={messages.auth.mustSetPassword} />
        )}
        <Form.Item name="phone" label="手机号" rules={mobileRules(messages.auth.forgotMobileInvalid)} validateFirst>
          <PhoneInput />
        </Form.Item>
        <Form.Item name="verifyCode" label="短信验证码" rules={verifyCodeRules} validateFirst>
          <SmsCodeInput phoneField="phone" send={sendResetCode} />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" rules={newPasswordRules()} extra={PASSWORD_HINT} validateFirst>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="确认密码"
          dependencies={['newPassword']}
          rules={confirmPasswordRules('newPassword', messages.auth.confirmRequired)}
          validateFirst
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
