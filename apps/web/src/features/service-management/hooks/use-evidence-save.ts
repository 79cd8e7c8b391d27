import { SERVICE_MESSAGES } from '@dtmm/shared';
import { App } from 'antd';
import { isApiError } from '@/lib/api-error';
import { type ServedEnterpriseEvidence, useSaveServedEnterprise } from '../api/service-management-api';

/** The server's reason when it gave one; a timeout or a lost connection gets the service's own words. */
const failureText = (error: unknown) =>
  isApiError(error) && error.code !== null ? error.message : SERVICE_MESSAGES.saveFailed;

/**
 * 保存 of the detail modal (assessment.md 8, provider evidence save): '保存成功' (or the server's msg),
 * then `onSaved`; a refusal shows the server's msg, anything else '保存失败，请稍后重试'.
 */
export function useEvidenceSave(onSaved: () => void) {
  const { message } = App.useApp();
  const mutation = useSaveServedEnterprise();
  const save = async (evidence: ServedEnterpriseEvidence) => {
    try {
      const { msg } = await mutation.mutateAsync(evidence);
      void message.success(msg || SERVICE_MESSAGES.saved);
      onSaved();
    } catch (error) {
      // A rate limit or an ended session has been told already.
      if (isApiError(error) && error.notified) return;
      void message.error(failureText(error));
    }
  };
  return { save, isSaving: mutation.isPending };
}
