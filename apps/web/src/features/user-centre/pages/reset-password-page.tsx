import { Button, Form } from 'antd';
import {
  ChangePasswordFields,
  type ChangePasswordValues,
  useChangePasswordSubmit,
} from '@/features/auth/components/change-password-fields';

/** /user/resetPassword: the change-password form as a page (portal.md 2.5, 5.4). */
export function ResetPasswordPage() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { run, isSubmitting } = useChangePasswordSubmit(form);
  return (
    <section className="user-centre__narrow">
      <h2 className="user-centre__title">修改密码</h2>
      <Form form={form} name="reset-password" layout="vertical" requiredMark={false} noValidate onFinish={run}>
        <ChangePasswordFields />
        <Button type="primary" loading={isSubmitting} onClick={run}>
          确定
        </Button>
      </Form>
    </section>
  );
}
