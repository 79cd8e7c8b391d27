import type { ContentKind } from '@dtmm/shared';

const content = (kind: ContentKind) => `/admin/content/${kind}`;

/** The back office's pages; every link and redirect to them goes through here. */
export const ADMIN_PATHS = {
  dashboard: '/admin',
  certifications: '/admin/certifications',
  certification: (id: string) => `/admin/certifications/${encodeURIComponent(id)}`,
  solutions: '/admin/solutions',
  solution: (id: string) => `/admin/solutions/${encodeURIComponent(id)}`,
  acceptances: '/admin/acceptances',
  acceptance: (id: string) => `/admin/acceptances/${encodeURIComponent(id)}`,
  insight: '/admin/insight',
  assessments: '/admin/assessments',
  topic551: '/admin/topic551',
  servedEnterprises: '/admin/topic551/enterprises',
  companies: '/admin/companies',
  users: '/admin/users',
  audit: '/admin/audit',
  clientErrors: '/admin/client-errors',
  notices: '/admin/notices',
  contentList: content,
  contentNew: (kind: ContentKind) => `${content(kind)}/new`,
  contentEdit: (kind: ContentKind, id: string) => `${content(kind)}/${encodeURIComponent(id)}`,
  dictionaries: '/admin/dictionaries',
  agreements: '/admin/agreements',
  personalInfoRequests: '/admin/personal-info-requests',
  bankVersions: '/admin/bank-versions',
  bankVersion: (version: number) => `/admin/bank-versions/${version}`,
} as const;

/** Where the operator's API lives; each screen's api/ builds on it. */
export const ADMIN_API = '/api/admin';
