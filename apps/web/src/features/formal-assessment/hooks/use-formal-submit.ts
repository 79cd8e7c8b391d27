import { FORMAL_MESSAGES as M, messages } from '@dtmm/shared';
import { App, type FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSubmitFormalApplication } from '../api/formal-assessment-api';
import { bodyOf, type FormalFormValues } from '../formal-form-values';
import { FORMAL_PATHS } from '../formal-links';

/**
 * 提交申请, one at a time ('请勿重复提交' meanwhile): an invalid form says '请完善表单信息'; success says
 * '正式申请提交成功！' and opens the 正式评估 tab. A refusal (an open application, '请先先完成企业认证！')
 * was shown by the api client and leaves the form filled.
 */
export function useFormalSubmit(form: FormInstance<FormalFormValues>) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const submission = useSubmitFormalApplication();
  const { run, isRunning } = useSingleFlight();
  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      void message.error(M.invalidForm);
      return;
    }
    try {
      await submission.mutateAsync(bodyOf(values));
      void message.success(M.submitted);
      void navigate(FORMAL_PATHS.list);
    } catch {
      // the api client has shown the server's msg
    }
  };
  const submit = async () => {
    if (!(await run(send))) void message.warning(messages.common.duplicateSubmit);
  };
  return { submit, isSubmitting: isRunning };
}
