import type { CertifyType } from '@dtmm/shared';
import { useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { useCertificationStatus, useCompanyDetail, useLastCertificationRecord } from '../api/certification-api';
import { companyOfSubmission } from '../certification-payload';
import { type CertificationView, canToggleEdit, type ViewInput } from '../certification-view';

/**
 * Everything a certification page needs to pick its state (portal.md 4.2): the session, the
 * status and last request of `type`, the company's details, what a rejected request sent, and
 * whether the person asked for the form (立即去认证 or 编辑).
 */
export function useCertificationPage(type: CertifyType, decide: (input: ViewInput) => CertificationView) {
  const { user, hasCompany } = useSession();
  const [wantsForm, setWantsForm] = useState(false);
  const status = useCertificationStatus(type);
  const record = useLastCertificationRecord(type);
  const company = useCompanyDetail(user?.companyId ?? null, hasCompany);
  const input: ViewInput = {
    role: user?.role ?? null,
    hasCompany,
    status: status.data,
    isStatusFailed: status.isError,
    record: record.isPending ? undefined : (record.data ?? null),
    wantsForm,
  };
  // Not yet certified and turned down: the form starts again from what was sent.
  const rejected = status.data !== 1 && record.data?.status === 0 ? record.data.payload : null;
  return {
    user,
    hasCompany,
    draft: rejected ? companyOfSubmission(rejected) : undefined,
    view: decide(input),
    canEdit: canToggleEdit(input),
    wantsForm,
    setWantsForm,
    company: company.data,
    isCompanyLoading: hasCompany && company.isPending,
  };
}

export type CertificationPage = ReturnType<typeof useCertificationPage>;
