import { messages } from '@dtmm/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { COMPANY_FIRST_NOTICE_S, CERTIFICATION_TEXTS as T } from '../certification-texts';

/** One key, so opening the page and submitting at once do not stack two notices. */
const NOTICE_KEY = 'certification-company-first';

/** '请先先完成企业认证！' as a notification titled 提示 for 1.5 s (portal.md 5.6). */
export function useCompanyFirstNotice() {
  const { notification } = App.useApp();
  return useCallback(
    () =>
      notification.warning({
        key: NOTICE_KEY,
        title: T.companyFirstTitle,
        description: messages.certification.companyFirst,
        duration: COMPANY_FIRST_NOTICE_S,
      }),
    [notification],
  );
}
