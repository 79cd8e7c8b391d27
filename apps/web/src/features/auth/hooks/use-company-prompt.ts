import { messages } from '@dtmm/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLoginPrompt } from './use-login-prompt';
import { useSession } from './use-session';

/** Where a user without a company certifies one (the user centre arrives with a later issue). */
export const CERTIFY_PATH = '/user/companyinfo';

/**
 * Guards an action that needs a certified company (the assessment entry, portal.md 4.6): a guest
 * is asked to log in; a user without a company sees '您还未认证，请先进行企业认证！' with 去认证
 * and 取消, one whose company's certification is under review or rejected '请先先完成企业认证！'
 * (assessment.md 5, as the server answers); everyone else runs the action.
 */
export function useCompanyPrompt() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const requireLogin = useLoginPrompt();
  const { user, hasCertifiedCompany } = useSession();
  return useCallback(
    (action: () => void) =>
      requireLogin(() => {
        // Before userinfo has answered the user is unknown; the page the action opens checks again.
        if (!user || hasCertifiedCompany) {
          action();
          return;
        }
        modal.confirm({
          title: user.companyId ? messages.certification.companyFirst : messages.certification.notCertified,
          okText: '去认证',
          cancelText: '取消',
          onOk: () => navigate(CERTIFY_PATH),
        });
      }),
    [modal, navigate, requireLogin, user, hasCertifiedCompany],
  );
}
