import type { CertificationStatus, CertifyType } from '@dtmm/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { QueryValue } from '@/lib/query-string';

/** The applicant's certification calls of portal.md 7.2. */
export const CERTIFICATION_PATHS = {
  certify: '/api/dtmm/company/company/certify',
  status: '/api/dtmm/company/company/certificationStatus',
  lastRecord: '/api/dtmm/company/company/lastCertificationRecord',
  detailFull: (id: string) => `/api/dtmm/company/company/detailFull/${encodeURIComponent(id)}`,
} as const;

/** The last request of a certify type; fdAddOn1 holds the rejection reason (portal.md 3). */
export interface CertificationRecord {
  id: string;
  certifyType: CertifyType;
  status: CertificationStatus;
  fdAddOn1: string | null;
  /** What was sent (portal.md 3 payload names). */
  payload: Record<string, unknown> | null;
  submitTime: string;
  decideTime: string | null;
}

/** The Company of portal.md 3 as detailFull answers it: codes plus their names. */
export interface CompanyDetail {
  id: string;
  companyName: string | null;
  socialCreditCode: string | null;
  legalRepresentative: string | null;
  industryCategory: string | null;
  secondaryIndustry: string | null;
  industry: string | null;
  industryName: string | null;
  annualRevenue: string | null;
  companyType: string | null;
  employee: string | null;
  contactPhone: string | null;
  registeredAddress: string | null;
  companyProfile: string | null;
  licenseFilePath: string | null;
  logo: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  areaText: string | null;
  personInCharge: string | null;
  contactName: string | null;
  contactPosition: string | null;
  companyWebsite: string | null;
  serviceProviderType: string | null;
  serviceProviderCategory: string | null;
  serviceIndustry: string | null;
  serviceProviderIntroduction: string | null;
  industryAdvantage: string | null;
  coreProductService: string | null;
  certifyType: CertifyType;
  certificationStatus: CertificationStatus;
  providerStatus: CertificationStatus;
  companyTypeName?: string | null;
  employeeName?: string | null;
  annualRevenueName?: string | null;
  serviceProviderTypeName?: string | null;
  serviceProviderCategoryName?: string | null;
  serviceIndustryName?: string | null;
}

export const certificationKeys = {
  all: ['certification'] as const,
  status: (type: CertifyType) => [...certificationKeys.all, 'status', type] as const,
  lastRecord: (type: CertifyType) => [...certificationKeys.all, 'last-record', type] as const,
  company: (id: string) => [...certificationKeys.all, 'company', id] as const,
};

export const fetchCertificationStatus = async (type: CertifyType, signal?: AbortSignal) =>
  (
    await apiClient.get<{ certificationStatus: CertificationStatus } | null>(CERTIFICATION_PATHS.status, {
      query: { certifyType: type },
      signal,
    })
  )?.certificationStatus ?? 0;

export const fetchLastCertificationRecord = (type: CertifyType, signal?: AbortSignal) =>
  apiClient.get<CertificationRecord | null>(CERTIFICATION_PATHS.lastRecord, { query: { certifyType: type }, signal });

export const fetchCompanyDetail = (id: string, signal?: AbortSignal) =>
  apiClient.get<CompanyDetail>(CERTIFICATION_PATHS.detailFull(id), { signal });

export function useCertificationStatus(type: CertifyType, enabled = true) {
  return useQuery({
    queryKey: certificationKeys.status(type),
    queryFn: ({ signal }) => fetchCertificationStatus(type, signal),
    enabled,
  });
}

export function useLastCertificationRecord(type: CertifyType, enabled = true) {
  return useQuery({
    queryKey: certificationKeys.lastRecord(type),
    queryFn: async ({ signal }) => (await fetchLastCertificationRecord(type, signal)) ?? null,
    enabled,
  });
}

/** The company with its dictionary names; skipped without a company. */
export function useCompanyDetail(companyId: string | null, enabled = true) {
  return useQuery({
    queryKey: certificationKeys.company(companyId ?? ''),
    queryFn: ({ signal }) => fetchCompanyDetail(companyId ?? '', signal),
    enabled: enabled && companyId !== null,
  });
}

/** POST certify; answers the server's msg ('提交成功'). A refusal is an ApiError the client already showed. */
export const submitCertification = (payload: Record<string, QueryValue>) =>
  apiClient.postForMessage<null>(CERTIFICATION_PATHS.certify, payload);

/**
 * After a submission: the status reads 2 at once (a certified company keeps 1 and its last record
 * turns pending), so the page shows the waiting state without flashing the old one; then everything
 * is fetched again from the server.
 */
export async function markSubmitted(queryClient: QueryClient, type: CertifyType): Promise<void> {
  queryClient.setQueryData<CertificationStatus>(certificationKeys.status(type), (status) => (status === 1 ? 1 : 2));
  queryClient.setQueryData<CertificationRecord | null>(certificationKeys.lastRecord(type), (record) =>
    record ? { ...record, status: 2, fdAddOn1: null } : record,
  );
  await queryClient.invalidateQueries({ queryKey: certificationKeys.all });
}
