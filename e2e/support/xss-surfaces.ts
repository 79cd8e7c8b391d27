import type { Page } from 'playwright-core';
import {
  ACCOUNT_COUNT,
  ACCOUNT_PHONE_PREFIX,
  type CompanyTextField,
  DIRECTORY_COUNT,
  MEMBER_COUNT,
  PROVIDER_FIELDS,
  plantCompany,
  plantDirectoryNames,
  plantMessages,
  plantRequest,
  plantUsernames,
  REQUEST_SLOTS,
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
  'contactPhone',
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

export const SURFACES: Surface[] = [
  COMPANY_INFO,
  PROVIDER_PAGE,
  listSurface('/user/message', 'member', 20, plantMessages),
  listSurface('/user/members', 'member', MEMBER_COUNT, (stage, texts) => plantUsernames(stage, stage.memberIds, texts)),
  COMPANY_DRAWER,
  {
    ...listSurface('/admin/certifications/:id', 'operator', REQUEST_SLOTS, plantRequest),
    show: async (page, baseUrl, stage) => void (await load(page, `${baseUrl}/admin/certifications/${stage.requestId}`)),
  },
  listSurface(`/admin/users?keyword=${ACCOUNT_PHONE_PREFIX}&limit=30`, 'operator', ACCOUNT_COUNT, (stage, texts) =>
    plantUsernames(stage, stage.accountIds, texts),
  ),
  listSurface('/empowerment/serviceProvider?limit=30', 'anonymous', DIRECTORY_COUNT, plantDirectoryNames),
];
