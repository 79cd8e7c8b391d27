import type { OperatorRole } from '@dtmm/shared';
import { CONTENT_KINDS } from '@dtmm/shared';
import { type MatrixPrincipal, PRINCIPALS, ROLE_OPERATORS, type RoleOperator } from './access-fixture';
import { ADMIN_CONTENT_BY_ID, PUBLIC_CONTENT_DETAILS, PUBLIC_CONTENT_LISTS } from './content-routes';

/**
 * The authorization matrix: for every route of the API, what each principal gets. `allow` is a 2xx
 * (or redirect) answer to a valid call; a number is the HTTP status of the refusal. The test fails on a route
 * that has no row here, on a row whose route is gone, and on every cell that answers otherwise.
 */
export type Outcome = 'allow' | 400 | 401 | 403 | 404;

/**
 * Who a route is for; `except` states where a route departs from its kind. `operator` is any operator;
 * the role kinds are the back-office areas of one role (ADMIN_AREA_ROLES).
 */
export type AccessKind = 'public' | 'signedIn' | 'member' | 'companyAdmin' | 'operator' | OperatorRole;

export interface RouteAccess {
  kind: AccessKind;
  except?: Partial<Record<MatrixPrincipal, Outcome>>;
  /** Routes with an id: what the allowed people outside company B get for B's object… */
  foreign?: Outcome;
  /** …and what everyone allowed gets for an id no record has. */
  missing?: Outcome;
  /**
   * The status a granted call answers in the test app when it cannot succeed there: the report PDF
   * has no built web app to print (503), so the matrix checks who gets past the access check.
   */
  grantedAs?: number;
  /**
   * What the ADMIN of a company whose certification is under review or was rejected gets, asked for
   * both (UNCERTIFIED_PRINCIPALS) on their own company's object; rows without it do not ask them.
   */
  uncertified?: Outcome;
  /**
   * What the provider gets for a record of A it served as A's 551 provider; its answer must not name
   * A's other records (issue 28, 3: the report's trend).
   */
  served?: Outcome;
}

type Cells = Record<Exclude<MatrixPrincipal, RoleOperator>, Outcome>;
const OPERATOR_CELLS: Cells = {
  anonymous: 401,
  userA: 403,
  adminA: 403,
  userB: 403,
  adminB: 403,
  provider: 403,
  newcomer: 403,
  operator: 'allow',
  disabled: 401,
};

/** The cells of every principal but the one-role operators, whom cellsOf adds. */
const KINDS: Record<AccessKind, Cells> = {
  public: Object.fromEntries(PRINCIPALS.map((p) => [p, 'allow'])) as Cells,
  signedIn: {
    anonymous: 401,
    userA: 'allow',
    adminA: 'allow',
    userB: 'allow',
    adminB: 'allow',
    provider: 'allow',
    newcomer: 'allow',
    operator: 'allow',
    disabled: 401,
  },
  // Without a company the answer is '请先先完成企业认证！' (portal.md 5.7), a 400.
  member: {
    anonymous: 401,
    userA: 'allow',
    adminA: 'allow',
    userB: 'allow',
    adminB: 'allow',
    provider: 'allow',
    newcomer: 400,
    operator: 400,
    disabled: 401,
  },
  companyAdmin: {
    anonymous: 401,
    userA: 403,
    adminA: 'allow',
    userB: 403,
    adminB: 'allow',
    provider: 'allow',
    newcomer: 400,
    operator: 400,
    disabled: 401,
  },
  operator: OPERATOR_CELLS,
  contentEditor: OPERATOR_CELLS,
  reviewer: OPERATOR_CELLS,
  systemAdmin: OPERATOR_CELLS,
  securityAdmin: OPERATOR_CELLS,
  auditor: OPERATOR_CELLS,
};

const isRole = (kind: AccessKind): kind is OperatorRole => Object.values(ROLE_OPERATORS).includes(kind as OperatorRole);

/**
 * Every cell of a row. A one-role operator is refused (403) on another role's area and is otherwise
 * treated as the all-roles `operator`, unless the row names it.
 */
export function cellsOf(access: RouteAccess): Record<MatrixPrincipal, Outcome> {
  const cells = { ...KINDS[access.kind], ...access.except };
  const roleCells = Object.fromEntries(
    (Object.entries(ROLE_OPERATORS) as [RoleOperator, OperatorRole][]).map(([who, role]) => [
      who,
      access.except?.[who] ?? (isRole(access.kind) && access.kind !== role ? 403 : cells.operator),
    ]),
  ) as Record<RoleOperator, Outcome>;
  return { ...cells, ...roleCells };
}

const PUBLIC: RouteAccess = { kind: 'public' };
const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
const OPERATOR: RouteAccess = { kind: 'operator' };
const OPERATOR_BY_ID: RouteAccess = { kind: 'operator', missing: 404 };
const CONTENT_EDITOR: RouteAccess = { kind: 'contentEditor' };
const CONTENT_EDITOR_BY_ID: RouteAccess = { kind: 'contentEditor', missing: 404 };
const REVIEWER: RouteAccess = { kind: 'reviewer' };
const REVIEWER_BY_ID: RouteAccess = { kind: 'reviewer', missing: 404 };
const SYSTEM_ADMIN: RouteAccess = { kind: 'systemAdmin' };
const SYSTEM_ADMIN_BY_ID: RouteAccess = { kind: 'systemAdmin', missing: 404 };
/** The audit trail is the auditor's alone (issue 31): a system administrator neither reads nor exports it. */
const AUDITOR: RouteAccess = { kind: 'auditor' };
const AUDITOR_BY_ID: RouteAccess = { kind: 'auditor', missing: 404 };
/** A member reads their own company's object; operators read any; strangers get 404, as for a missing one. */
const COMPANY_RECORD: RouteAccess = {
  kind: 'member',
  except: { newcomer: 404, operator: 'allow' },
  foreign: 404,
  missing: 404,
};
/** An assessment record: as COMPANY_RECORD, and its 551 provider reads it — and nothing of A's other records. */
const SERVED_RECORD: RouteAccess = { ...COMPANY_RECORD, served: 'allow' };
/** Private files: the uploader's company and operators; everyone else gets 404. */
const PRIVATE_FILE: RouteAccess = {
  kind: 'member',
  except: { anonymous: 404, newcomer: 'allow', operator: 'allow' },
  foreign: 404,
  missing: 404,
};
/** A company ADMIN's change to one of the company's members. */
const MEMBER_CHANGE: RouteAccess = { kind: 'companyAdmin', foreign: 404, missing: 404 };

/** Published content and provider profiles: anyone reads them; an id nothing has is 404 for all. */
const PUBLIC_BY_ID: RouteAccess = { kind: 'public', missing: 404 };
const PUBLIC_CONTENT: Record<string, RouteAccess> = Object.fromEntries([
  ...PUBLIC_CONTENT_LISTS.map((route) => [route, PUBLIC]),
  ...PUBLIC_CONTENT_DETAILS.map((route) => [route, PUBLIC_BY_ID]),
]);
/** The operators' CMS: the same seven routes for every kind of content (issue 12). */
const ADMIN_CONTENT: Record<string, RouteAccess> = Object.fromEntries(
  CONTENT_KINDS.flatMap((kind) => [
    [`GET /api/admin/${kind}`, CONTENT_EDITOR],
    [`POST /api/admin/${kind}`, CONTENT_EDITOR],
    ...ADMIN_CONTENT_BY_ID.map((route) => [route.replace('<kind>', kind), CONTENT_EDITOR_BY_ID]),
  ]),
);

/**
 * Solutions (issue 13): only a certified provider's ADMIN publishes ('请先先完成服务商认证！', a 400,
 * for everyone else signed in); another provider's entry is not found; the catalogue is public.
 */
const PROVIDER_ONLY: Partial<Record<MatrixPrincipal, Outcome>> = {
  userA: 400,
  adminA: 400,
  userB: 400,
  adminB: 400,
  newcomer: 400,
  operator: 400,
};
const SOLUTION_ACCESS: Record<string, RouteAccess> = {
  'POST /api/dtmm/plan/serviceSolution/save': { kind: 'signedIn', except: PROVIDER_ONLY },
  'POST /api/dtmm/plan/serviceSolution/update': { kind: 'signedIn', except: PROVIDER_ONLY, foreign: 404, missing: 404 },
  'POST /api/dtmm/plan/serviceSolution/delete/:id': {
    kind: 'signedIn',
    except: PROVIDER_ONLY,
    foreign: 404,
    missing: 404,
  },
  'GET /api/dtmm/plan/serviceSolution/list': { kind: 'signedIn', except: PROVIDER_ONLY },
  // Anyone reads an approved entry; a presented token is still checked (a disabled account's is 401).
  'GET /api/dtmm/plan/serviceSolution/get/:id': { kind: 'public', except: { disabled: 401 }, missing: 404 },
  'GET /api/dtmm/plan/serviceSolution/listFull': PUBLIC,
  'GET /api/dtmm/plan/serviceSolution/getByProviderId/:providerId': PUBLIC,
  'GET /api/dtmm/plan/serviceProvider/currentList': PUBLIC,
  'GET /api/admin/solutions': REVIEWER,
  'GET /api/admin/solutions/:id': REVIEWER_BY_ID,
  'POST /api/admin/solutions/:id/approve': REVIEWER_BY_ID,
  'POST /api/admin/solutions/:id/reject': REVIEWER_BY_ID,
  'POST /api/admin/solutions/:id/unpublish': REVIEWER_BY_ID,
};

/** The assessment's routes (issue 14): the public bank and the exam. */
const ASSESSMENT_ACCESS: Record<string, RouteAccess> = {
  // The question bank is public reference text (/severcenter/questionbank needs no login).
  'GET /api/dtmm/questionBank/tree': PUBLIC,
  // Starting and answering need a member of a certified company ('请先先完成企业认证！', a 400).
  // So does a company whose certification is under review or rejected (issue 28, 4).
  'POST /api/dtmm/answer/createExam': { kind: 'member', uncertified: 400 },
  // A record is read by its company's members, its 551 provider and operators; others get 404.
  'GET /api/dtmm/answer/getExamTree/:id': SERVED_RECORD,
  // Only the owning company answers and submits; another company's record is not found.
  'POST /api/dtmm/answer/submitAnswer': { kind: 'member', foreign: 404, missing: 404, uncertified: 400 },
  'POST /api/dtmm/answer/acceptPledge/:id': { kind: 'member', foreign: 404, missing: 404, uncertified: 400 },
  'POST /api/dtmm/answer/submitQuestionnaire': { kind: 'member', foreign: 404, missing: 404, uncertified: 400 },
  'GET /api/dtmm/answer/recordList': { kind: 'member', uncertified: 400 },
  'GET /api/dtmm/answer/recordDetail/:id': SERVED_RECORD,
  // Any member deletes an unfinished record; only the ADMIN withdraws a completed one (issue 28, 6).
  'POST /api/dtmm/answer/deleteRecord/:id': { kind: 'member', foreign: 404, missing: 404, uncertified: 400 },
  'POST /api/dtmm/answer/withdrawRecord/:id': { kind: 'companyAdmin', foreign: 404, missing: 404, uncertified: 400 },
  'GET /api/dtmm/company/serviceProviderCompany/detailByRecord/:id': SERVED_RECORD,
  // The report and its recommendations: whoever may read the record (issue 15).
  'GET /api/dtmm/answer/previewReport/:id': SERVED_RECORD,
  'GET /api/dtmm/answer/reportPdf/:id': { ...SERVED_RECORD, grantedAs: 503 },
  'POST /api/dtmm/company/company/recommendServiceProvider': SERVED_RECORD,
  // Certified providers' public profiles, and what a printed report's code confirms: anyone.
  'GET /api/dtmm/company/company/recommendTopServiceProviders': PUBLIC,
  'GET /api/dtmm/report/verify/:code': PUBLIC_BY_ID,
  // DCMM (issue 17): the questionnaire is public like the bank; submitting needs a certified company,
  // and a record is read by its company's members and operators only.
  'GET /api/dtmm/dcmm/questionnaire': PUBLIC,
  'POST /api/dtmm/answer/add': { kind: 'member', uncertified: 400 },
  'GET /api/dtmm/answer/dcmmDetail/:id': COMPANY_RECORD,
};

/**
 * The 用户协议 / 隐私政策 and a person's rights (docs/personal-information.md). Closing an account: the
 * newcomer's call succeeds (and is undone); everyone else signed in sends a wrong password (400);
 * operators' accounts are not closed by their owners (403, before the password).
 */
const PERSONAL_INFO_ACCESS: Record<string, RouteAccess> = {
  'GET /api/dtmm/common/agreements': PUBLIC,
  'POST /api/dtmm/auth/consent': SIGNED_IN,
  'GET /api/dtmm/auth/personalData': SIGNED_IN,
  'POST /api/dtmm/auth/closeAccount': {
    kind: 'signedIn',
    except: { userA: 400, adminA: 400, userB: 400, adminB: 400, provider: 400, operator: 403 },
  },
  'GET /api/admin/agreements': CONTENT_EDITOR,
  'GET /api/admin/agreements/:id': CONTENT_EDITOR_BY_ID,
  'POST /api/admin/agreements': CONTENT_EDITOR,
  'PUT /api/admin/agreements/:id': CONTENT_EDITOR_BY_ID,
  'POST /api/admin/agreements/:id/publish': CONTENT_EDITOR_BY_ID,
  'DELETE /api/admin/agreements/:id': CONTENT_EDITOR_BY_ID,
  'GET /api/admin/personal-info-requests': SYSTEM_ADMIN,
};

/** Formal assessment applications (issue 17): the company's own side, and the operators' acceptance console. */
const FORMAL_ASSESSMENT_ACCESS: Record<string, RouteAccess> = {
  // A member of a certified company applies and reads its own applications ('请先先完成企业认证！', a 400).
  'POST /api/dtmm/company/companyacceptance/add': { kind: 'member', uncertified: 400 },
  'GET /api/dtmm/company/companyacceptance/list': { kind: 'member', uncertified: 400 },
  'GET /api/dtmm/company/companyacceptance/prefill': { kind: 'member', uncertified: 400 },
  'GET /api/admin/acceptances': REVIEWER,
  'GET /api/admin/acceptances/:id': REVIEWER_BY_ID,
  'POST /api/admin/acceptances/:id/accept': REVIEWER_BY_ID,
  'POST /api/admin/acceptances/:id/reject': REVIEWER_BY_ID,
  'POST /api/admin/acceptances/:id/complete': REVIEWER_BY_ID,
};

/**
 * Service management of the 551 topic (issue 18): a certified provider's members read the enterprises
 * it serves and its ADMIN saves their evidence; anyone else signed in is told '请先先完成服务商认证！'
 * (400); another provider's served enterprise is not found. Operators see all under /api/admin.
 */
const SERVED_ENTERPRISE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/dtmm/company/serviceProviderCompany/listFull': { kind: 'signedIn', except: PROVIDER_ONLY },
  'GET /api/dtmm/company/serviceProviderCompany/statistics': { kind: 'signedIn', except: PROVIDER_ONLY },
  'GET /api/dtmm/company/serviceProviderCompany/detail/:id': {
    kind: 'signedIn',
    except: PROVIDER_ONLY,
    foreign: 404,
    missing: 404,
  },
  'POST /api/dtmm/company/serviceProviderCompany/update': {
    kind: 'signedIn',
    except: PROVIDER_ONLY,
    foreign: 404,
    missing: 404,
  },
  'GET /api/admin/served-enterprises': OPERATOR,
  'GET /api/admin/served-enterprises/:id': OPERATOR_BY_ID,
  'GET /api/admin/topic551/progress': OPERATOR,
  'GET /api/admin/topic551/providers': OPERATOR,
  'PUT /api/admin/topic551/targets': SYSTEM_ADMIN,
};

/**
 * A company's own patents (issue 19, docs/company-property.md): its members list, add and read the
 * summary; its ADMIN edits and deletes unpublished entries; another company's entry is not found.
 */
const COMPANY_PROPERTY_ACCESS: Record<string, RouteAccess> = {
  'GET /api/dtmm/company/patents/list': { kind: 'member' },
  'POST /api/dtmm/company/patents/add': { kind: 'member' },
  'POST /api/dtmm/company/patents/update/:id': MEMBER_CHANGE,
  'POST /api/dtmm/company/patents/delete/:id': MEMBER_CHANGE,
  'GET /api/dtmm/company/property/summary': { kind: 'member' },
};

/**
 * The operators' bank and model versions (issue 19, docs/bank-versions.md): system administrators view,
 * copy, edit, check, publish and delete drafts; a version nobody made is not found.
 */
const BANK_VERSION_ACCESS: Record<string, RouteAccess> = {
  'GET /api/admin/bank-versions': SYSTEM_ADMIN,
  'GET /api/admin/bank-versions/:version': SYSTEM_ADMIN_BY_ID,
  'GET /api/admin/bank-versions/:version/check': SYSTEM_ADMIN_BY_ID,
  'POST /api/admin/bank-versions/:version/copy': SYSTEM_ADMIN_BY_ID,
  'PUT /api/admin/bank-versions/:version/questions/:questionId': SYSTEM_ADMIN_BY_ID,
  'PUT /api/admin/bank-versions/:version/parameters': SYSTEM_ADMIN_BY_ID,
  'PUT /api/admin/bank-versions/:version/advice/:indicatorId': SYSTEM_ADMIN_BY_ID,
  'PUT /api/admin/bank-versions/:version/report-settings': SYSTEM_ADMIN_BY_ID,
  'POST /api/admin/bank-versions/:version/publish': SYSTEM_ADMIN_BY_ID,
  'DELETE /api/admin/bank-versions/:version': SYSTEM_ADMIN_BY_ID,
};

/** Keyed by 'METHOD url' as Fastify registers it; HEAD routes share their GET row. */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': PUBLIC,
  'GET /api/docs': PUBLIC,
  'GET /api/docs/json': PUBLIC,
  'GET /api/docs/yaml': PUBLIC,
  'GET /api/docs/static/index.html': PUBLIC,
  'GET /api/docs/static/swagger-initializer.js': PUBLIC,
  'GET /api/docs/static/*': PUBLIC,
  'GET /cruplat/getconfig': PUBLIC,
  'GET /api/dtmm/common/jcaptcha.jpg': PUBLIC,
  'GET /api/dtmm/common/dict': PUBLIC,
  'GET /cms/expertapi/getDictValuesByType': PUBLIC,
  'GET /api/dtmm/common/regions': PUBLIC,
  'GET /api/dtmm/common/regions/:code/children': PUBLIC,
  'GET /api/dtmm/industry/categories': PUBLIC,
  'GET /api/dtmm/industry/secondary/:categoryCode': PUBLIC,
  'GET /api/dtmm/industry/tertiary/:secondaryCode': PUBLIC,
  'GET /api/dtmm/company/company/list': PUBLIC,
  'GET /api/dtmm/company/company/provider/:id': PUBLIC_BY_ID,
  ...PUBLIC_CONTENT,

  'POST /api/dtmm/auth/login': PUBLIC,
  'POST /api/dtmm/auth/register': PUBLIC,
  'POST /api/dtmm/auth/sendNotExistVerifyCode': PUBLIC,
  'POST /api/dtmm/auth/sendExistVerifyCode': PUBLIC,
  'POST /api/dtmm/auth/forgetPassword': PUBLIC,
  // The refresh token is the credential: a disabled user's is refused.
  'POST /sso/oauth2/refresh_token': { kind: 'public', except: { disabled: 401 } },
  // Logging out ends the presented session if there is one; without one there is nothing to refuse.
  'POST /api/dtmm/auth/logout': PUBLIC,
  'GET /api/dtmm/auth/userinfo': SIGNED_IN,
  'POST /api/dtmm/auth/updatePassword': SIGNED_IN,
  'GET /plat/system/resource/getMenus': SIGNED_IN,
  'GET /plat/system/resource/getPermissions': SIGNED_IN,
  'POST /api/dtmm/auth/upload': SIGNED_IN,
  'POST /api/dtmm/auth/uploadMulti': SIGNED_IN,
  'GET /api/dtmm/common/file/:id': PRIVATE_FILE,
  'GET /api/dtmm/common/file/get/:id': PRIVATE_FILE,
  'GET /api/dtmm/common/file/download/:id': PRIVATE_FILE,
  'GET /plat_cru_common/get/:id': PRIVATE_FILE,
  'GET /cruplat/get/:id': PRIVATE_FILE,

  // A USER may not certify; an ADMIN submits a change request; anyone without a company applies.
  // Operators never belong to a company, so they never certify one (issue 11, finding 1).
  'POST /api/dtmm/company/company/certify': { kind: 'companyAdmin', except: { newcomer: 'allow', operator: 403 } },
  'GET /api/dtmm/company/company/certificationStatus': SIGNED_IN,
  'GET /api/dtmm/company/company/lastCertificationRecord': SIGNED_IN,
  'GET /api/dtmm/company/company/detail/:id': COMPANY_RECORD,
  'GET /api/dtmm/company/company/detailFull/:id': COMPANY_RECORD,

  'GET /api/dtmm/company/companyuser/list': { kind: 'member' },
  'POST /api/dtmm/company/companyuser/add': { kind: 'companyAdmin' },
  'POST /api/dtmm/company/companyuser/delete/:id': MEMBER_CHANGE,
  'POST /api/dtmm/company/companyuser/update/:id': MEMBER_CHANGE,
  // Only a person without a company (and not an operator) can join; anyone else's invitation is not found.
  'GET /api/dtmm/company/invitations': SIGNED_IN,
  'POST /api/dtmm/company/invitations/:id/accept': {
    kind: 'signedIn',
    except: { userA: 400, adminA: 400, userB: 400, adminB: 400, provider: 400, operator: 400 },
    foreign: 404,
    missing: 404,
  },
  'POST /api/dtmm/company/invitations/:id/decline': { kind: 'signedIn', foreign: 404, missing: 404 },

  'GET /api/dtmm/notifications': SIGNED_IN,
  'GET /api/dtmm/calendar/events': { kind: 'member' },
  'GET /api/dtmm/notifications/unread-count': SIGNED_IN,
  'POST /api/dtmm/notifications/:id/read': { kind: 'signedIn', foreign: 404, missing: 404 },

  'GET /api/admin/dashboard': OPERATOR,
  'GET /api/admin/insight': OPERATOR,
  // The records the dashboard counts, browsed: any operator, as the dashboard and the records' export.
  'GET /api/admin/assessments': OPERATOR,
  'GET /api/dtmm/insight/company': { kind: 'companyAdmin' },
  'GET /api/admin/certifications': REVIEWER,
  'GET /api/admin/certifications/:id': REVIEWER_BY_ID,
  'POST /api/admin/certifications/:id/approve': REVIEWER_BY_ID,
  'POST /api/admin/certifications/:id/reject': REVIEWER_BY_ID,
  'GET /api/admin/companies': REVIEWER,
  'GET /api/admin/companies/:id': REVIEWER_BY_ID,
  // The security administrator reads the list to find the operators whose roles they set; only the
  // system administrator changes an account.
  'GET /api/admin/users': { kind: 'systemAdmin', except: { secadmin: 'allow' } },
  'POST /api/admin/users/:id/disable': SYSTEM_ADMIN_BY_ID,
  'POST /api/admin/users/:id/enable': SYSTEM_ADMIN_BY_ID,
  'POST /api/admin/users/:id/reset-password': SYSTEM_ADMIN_BY_ID,
  'PUT /api/admin/users/:id/operator-roles': { kind: 'securityAdmin', missing: 404 },
  ...ADMIN_CONTENT,
  ...SOLUTION_ACCESS,
  ...PERSONAL_INFO_ACCESS,
  ...ASSESSMENT_ACCESS,
  ...FORMAL_ASSESSMENT_ACCESS,
  ...SERVED_ENTERPRISE_ACCESS,
  ...COMPANY_PROPERTY_ACCESS,
  'GET /api/admin/dictionaries': SYSTEM_ADMIN,
  'POST /api/admin/dictionaries': SYSTEM_ADMIN,
  'PUT /api/admin/dictionaries/:id': SYSTEM_ADMIN_BY_ID,
  'DELETE /api/admin/dictionaries/:id': SYSTEM_ADMIN_BY_ID,
  // The .xlsx exports need their list's role: reviewer, or any operator for the 551 topic and the assessments (dashboard); the audit trail: the auditor.
  'GET /api/admin/exports/companies': REVIEWER,
  'GET /api/admin/exports/certifications': REVIEWER,
  'GET /api/admin/exports/solutions': REVIEWER,
  'GET /api/admin/exports/acceptances': REVIEWER,
  'GET /api/admin/exports/served-enterprises': OPERATOR,
  'GET /api/admin/exports/assessments': OPERATOR,
  'GET /api/admin/exports/audit': AUDITOR,
  'GET /api/admin/audit': AUDITOR,
  'GET /api/admin/audit/verify': AUDITOR,
  'GET /api/admin/audit/:id': AUDITOR_BY_ID,
  // Anyone's browser reports its errors; who sent one is never read.
  'POST /api/dtmm/client-errors': PUBLIC,
  'GET /api/admin/client-errors': SYSTEM_ADMIN,
  'GET /api/admin/client-errors/:id': SYSTEM_ADMIN_BY_ID,
  'POST /api/admin/notifications': CONTENT_EDITOR,
  'GET /api/admin/notifications': CONTENT_EDITOR,
  'GET /api/admin/notifications/companies': CONTENT_EDITOR,
  // Last: a granted publication makes a new current version, which every later assessment would start on.
  ...BANK_VERSION_ACCESS,
};
