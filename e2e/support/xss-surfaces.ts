import type { Page } from 'playwright-core';
import {
  ACCOUNT_COUNT,
  ACCOUNT_PHONE_PREFIX,
  CATALOGUE_SLOTS,
  type CompanyTextField,
  DIRECTORY_COUNT,
  MEMBER_COUNT,
  OWN_SOLUTIONS_SLOTS,
  PROVIDER_FIELDS,
  plantCatalogue,
  plantCompany,
  plantDirectoryNames,
  plantMessages,
  plantOwnSolutions,
  plantRequest,
  plantSolutionDetail,
  plantSolutionReview,
  plantSolutionView,
  plantUsernames,
  REQUEST_SLOTS,
  SOLUTION_DETAIL_SLOTS,
  SOLUTION_REVIEW_SLOTS,
  SOLUTION_VIEW_SLOTS,
  type Stage,
} from './xss-planting';

/** Who looks at a page: lc_admin (ADMIN of the provider 龙城), the operator, or nobody signed in. */
export type Viewer = 'member' | 'operator' | 'anonymous';

/** A kind of page that shows free text, and how to fill its fields with one batch of payloads. */
export interface Surface {
  path: string;
  viewer: Viewer;
  /** How many payloads one render shows. */
  slots: number;
  plant(stage: Stage, texts: readonly string[]): Promise<void>;
  /** Loads the page afresh (and opens what holds the fields). */
  show(page: Page, baseUrl: string, stage: Stage): Promise<void>;
}

const load = (page: Page, url: string) => page.goto(url, { waitUntil: 'load' });

/** A surface showing these company fields of 龙城. */
function companySurface(path: string, fields: readonly CompanyTextField[]): Surface {
  return {
    path,
    viewer: 'member',
    slots: fields.length,
    plant: (stage, texts) => plantCompany(stage, fields, texts),
    show: async (page, baseUrl) => void (await load(page, baseUrl + path)),
  };
}

/** What /user/companyinfo shows of a certified company (identity and profile). */
export const COMPANY_INFO = companySurface('/user/companyinfo', [
  'companyName',
  'legalRepresentative',
  'personInCharge',
  'contactPhone',
  'registeredAddress',
  'companyProfile',
]);

/** The provider page: the company's identity above the certified provider's own fields. */
const PROVIDER_PAGE = companySurface('/user/severAuthentication', [
  'companyName',
  'legalRepresentative',
  ...PROVIDER_FIELDS,
]);

const DRAWER_FIELDS: readonly CompanyTextField[] = [
  'companyName',
  'legalRepresentative',
  'registeredAddress',
  'personInCharge',
  'companyWebsite',
  'companyProfile',
];

/** /admin/companies, the company's drawer: its fields and its members' usernames. */
const COMPANY_DRAWER: Surface = {
  path: '/admin/companies (drawer)',
  viewer: 'operator',
  slots: DRAWER_FIELDS.length + MEMBER_COUNT,
  plant: async (stage, texts) => {
    await plantCompany(stage, DRAWER_FIELDS, texts);
    await plantUsernames(stage, stage.memberIds, texts.slice(DRAWER_FIELDS.length));
  },
  show: async (page, baseUrl, stage) => {
    await load(page, `${baseUrl}/admin/companies?keyword=${stage.providerCreditCode}`);
    await page.getByRole('button', { name: '详情' }).click();
    await page.locator('.ant-drawer').getByText('企业成员').waitFor();
  },
};

/** A surface of a page that needs nothing but loading. */
function listSurface(path: string, viewer: Viewer, slots: number, plant: Surface['plant']): Surface {
  return { path, viewer, slots, plant, show: async (page, baseUrl) => void (await load(page, baseUrl + path)) };
}

/** A surface of one staged entry's page, its address built from the stage. */
function entrySurface(
  path: string,
  viewer: Viewer,
  slots: number,
  plant: Surface['plant'],
  addressOf: (stage: Stage) => string,
): Surface {
  return {
    path,
    viewer,
    slots,
    plant,
    show: async (page, baseUrl, stage) => void (await load(page, baseUrl + addressOf(stage))),
  };
}

/** Issue 13's solution pages; each one with a technical plan also renders the batch raw through RichText. */
const SOLUTION_SURFACES: Surface[] = [
  entrySurface(
    '/user/solutionForm?mode=view&id=:id',
    'member',
    SOLUTION_VIEW_SLOTS,
    plantSolutionView,
    (stage) => `/user/solutionForm?mode=view&id=${stage.rejectedSolutionIds[0]}`,
  ),
  listSurface('/user/solution', 'member', OWN_SOLUTIONS_SLOTS, plantOwnSolutions),
  entrySurface(
    '/admin/solutions/:id',
    'operator',
    SOLUTION_REVIEW_SLOTS,
    plantSolutionReview,
    (stage) => `/admin/solutions/${stage.rejectedSolutionIds[0]}`,
  ),
  entrySurface(
    '/empowerment/provider/detail?id=:id',
    'anonymous',
    SOLUTION_DETAIL_SLOTS,
    plantSolutionDetail,
    (stage) => `/empowerment/provider/detail?id=${stage.approvedSolutionIds[0]}`,
  ),
  listSurface('/empowerment/provider', 'anonymous', CATALOGUE_SLOTS, plantCatalogue),
];

export const SURFACES: Surface[] = [
  COMPANY_INFO,
  PROVIDER_PAGE,
  listSurface('/user/message', 'member', 20, plantMessages),
  listSurface('/user/members', 'member', MEMBER_COUNT, (stage, texts) => plantUsernames(stage, stage.memberIds, texts)),
  COMPANY_DRAWER,
  entrySurface(
    '/admin/certifications/:id',
    'operator',
    REQUEST_SLOTS,
    plantRequest,
    (stage) => `/admin/certifications/${stage.requestId}`,
  ),
  listSurface(`/admin/users?keyword=${ACCOUNT_PHONE_PREFIX}&limit=30`, 'operator', ACCOUNT_COUNT, (stage, texts) =>
    plantUsernames(stage, stage.accountIds, texts),
  ),
  listSurface('/empowerment/serviceProvider?limit=30', 'anonymous', DIRECTORY_COUNT, plantDirectoryNames),
  ...SOLUTION_SURFACES,
];
