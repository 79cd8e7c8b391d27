import type { AgreementKind, ConsentBody, CurrentAgreement } from '@dtmm/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const AGREEMENTS_PATH = '/api/dtmm/common/agreements';
const CONSENT_PATH = '/api/dtmm/auth/consent';

export const agreementKeys = { current: ['agreements', 'current'] as const };

/** Where a person reads an agreement: the public page of its current version. */
export const agreementPagePath = (kind: AgreementKind) => `/agreement/${kind}`;

/** GET agreements: the current 用户协议 and 隐私政策 (public, cached by the server). */
export const fetchCurrentAgreements = (signal?: AbortSignal) =>
  apiClient.get<CurrentAgreement[]>(AGREEMENTS_PATH, { signal, anonymous: true });

const currentAgreements = {
  queryKey: agreementKeys.current,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCurrentAgreements(signal),
  staleTime: 5 * 60_000,
};

export const useCurrentAgreements = () => useQuery(currentAgreements);

/** The current agreements, from the cache when they are there (a form sent before they arrived waits for them). */
export const currentAgreementsOf = (queryClient: QueryClient) => queryClient.ensureQueryData(currentAgreements);

/** The versions the registration form and the consent dialog send: the ones the person was shown. */
export function versionsOf(agreements: readonly Pick<CurrentAgreement, 'kind' | 'version'>[]): ConsentBody | null {
  const terms = agreements.find((a) => a.kind === 'terms')?.version;
  const privacy = agreements.find((a) => a.kind === 'privacy')?.version;
  return terms && privacy ? { terms, privacy } : null;
}

/** POST consent: the signed-in person accepts the current versions; the dialog tells a refusal itself. */
export const acceptAgreements = (body: ConsentBody) => apiClient.post<null>(CONSENT_PATH, body, { silent: true });
