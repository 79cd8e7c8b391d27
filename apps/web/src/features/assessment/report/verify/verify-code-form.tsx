import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { reportVerifyPath } from '@/features/assessment/assessment-links';
import { codeProblem, normalizeCode } from './verify-code';

interface CodeFields {
  code: string;
}

/** Type a report's verification code (XXXX-XXXX-XXXX) and check it: the result lives at /verify/<code>. */
export function VerifyCodeForm({ initialCode }: { initialCode: string }) {
  const navigate = useNavigate();
  return (
    <Form<CodeFields>
      className="verify-form"
      layout="inline"
      initialValues={{ code: initialCode }}
      onFinish={({ code }) => navigate(reportVerifyPath(code))}
    >
      <Form.Item
        className="verify-form__field"
        name="code"
        label="验证码"
        normalize={normalizeCode}
        rules={[
          {
            validator: async (_, value: string) => {
              const problem = codeProblem(value ?? '');
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <Input placeholder="XXXX-XXXX-XXXX" autoComplete="off" spellCheck={false} allowClear />
      </Form.Item>
      <Form.Item className="verify-form__submit">
        <Button type="primary" htmlType="submit">
          核验
        </Button>
      </Form.Item>
    </Form>
  );
}
