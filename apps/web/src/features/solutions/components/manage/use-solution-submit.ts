import { solutionMessages as m, messages } from '@dtmm/shared';
import { App, type FormInstance } from 'antd';
import { useNavigate } from 'react-router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSubmitSolution } from '../../api/solutions-api';
import { SOLUTION_PATHS } from '../../solution-links';
import { bodyOf, type SolutionFormValues } from './solution-form-values';

/**
 * 提交审核 of the form, one at a time ('请勿重复提交' meanwhile): an invalid form says '请完善表单信息';
 * save without `id`, update with it; success shows the server's msg and returns to the list. A
 * refusal (e.g. '请先先完成服务商认证！') was shown by the api client and leaves the form filled.
 */
export function useSolutionSubmit(form: FormInstance<SolutionFormValues>, id: string | undefined) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const submission = useSubmitSolution();
  const { run, isRunning } = useSingleFlight();
  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) {
      void message.error(m.formInvalid);
      return;
    }
    try {
      const { msg } = await submission.mutateAsync(bodyOf(values, id));
      void message.success(msg || m.saved);
      void navigate(SOLUTION_PATHS.own);
    } catch {
      // the api client has shown the server's msg
    }
  };
  const submit = async () => {
    if (!(await run(send))) void message.warning(messages.common.duplicateSubmit);
  };
  return { submit, isSubmitting: isRunning };
}
