import { WEB_CLIENT } from '@dtmm/shared';
import { FIXED_CODE, freshPhone, GOOD_PASSWORD } from '../../modules/accounts/testing';
import { auditLog } from '../../modules/audit/audit.table';
import { BANK_VERSION_CALLS } from '../../modules/bank-versions/test/bank-version-calls';
import {
  enterprisePayload,
  providerPayload,
  uploadLicence,
} from '../../modules/certifications/test/certification-client';
import { clientErrorReportCall, clientErrorRowId } from '../../modules/client-errors/test/client-error-calls';
import { DEMO_PASSWORD } from '../../modules/demo/demo-province';
import { uploadBody } from '../../modules/files/test/multipart-body';
import { jpegBytes } from '../../modules/files/test/sample-files';
import { type AccessFixture, MISSING_ID, type PrincipalName, type Target } from './access-fixture';
import { ASSESSMENT_CALLS } from './assessment-calls';
import { COMPANY_PROPERTY_CALLS } from './company-property-calls';
import { CONTENT_CALLS } from './content-calls';
import { FORMAL_ASSESSMENT_CALLS } from './formal-assessment-calls';
import { PERSONAL_INFO_CALLS } from './personal-info-calls';
import { SERVED_ENTERPRISE_CALLS } from './served-enterprise-calls';
import { SOLUTION_CALLS } from './solution-calls';

/** One request of a cell; the token is added by the runner. */
export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  headers?: Record<string, string>;
  /** Undoes what a granted call changed about the principal itself (e.g. joining a company). */
  after?: () => Promise<void>;
}
export type Build = (fx: AccessFixture, who: PrincipalName, target: Target) => Promise<Call> | Call;

const get = (url: string): Call => ({ method: 'GET', url });

/** A row of the audit trail, written for the call (the trail has no other way in). */
async function auditRowId(fx: AccessFixture, target: Target): Promise<string> {
  if (target === 'missing') return MISSING_ID;
  const [row] = await fx.t.database.db
    .insert(auditLog)
    .values({ action: 'matrix.probe' })
    .returning({ id: auditLog.id });
  return String(row?.id);
}
const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });
const form = (url: string, fields: Record<string, string>): Call => ({
  method: 'POST',
  url,
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const q = encodeURIComponent;

function upload(url: string): Call {
  const { payload, headers } = uploadBody([{ filename: '营业执照.jpg', content: jpegBytes() }], {
    projectClass: 'license',
  });
  return { method: 'POST', url, payload, headers };
}

const fileAt =
  (prefix: string): Build =>
  async (fx, who, target) =>
    get(`${prefix}${await fx.privateFile(who, target)}`);
const companyAt =
  (prefix: string): Build =>
  (fx, who, target) =>
    get(`${prefix}${fx.company(who, target)}`);
const memberAt =
  (prefix: string, body: Record<string, unknown> = {}): Build =>
  async (fx, who, target) =>
    post(`${prefix}${await fx.member(who, target)}`, body);
const requestAt =
  (suffix: string, body: Record<string, unknown> = {}): Build =>
  async (fx, _who, target) =>
    post(`/api/admin/certifications/${await fx.pendingRequest(target)}${suffix}`, body);
const accountAt =
  (action: string): Build =>
  async (fx, _who, target) =>
    post(`/api/admin/users/${(await fx.account(target)).id}/${action}`);

async function sendCode(fx: AccessFixture, url: string, phone: string) {
  const res = await fx.t.app.inject({ method: 'POST', url, payload: { phone } });
  if (res.json().code !== 0) throw new Error(`send code: ${res.body}`);
}

/** A certification each asker could make: an enterprise application, or a provider one from a company. */
async function certification(fx: AccessFixture, who: PrincipalName): Promise<Call> {
  const url = '/api/dtmm/company/company/certify';
  if (who === 'provider' || who === 'adminB') return post(url, providerPayload());
  const licence = await uploadLicence(fx.t, (await fx.token(fx.uploaderFor(who))) ?? '');
  return post(url, enterprisePayload(licence, fx.creditCode(), `矩阵认证企业${fx.creditCode().slice(-6)}`));
}

/** How to call every route with a request its allowed principals would succeed with. */
export const ROUTE_CALLS: Record<string, Build> = {
  'GET /api/health': () => get('/api/health'),
  'GET /api/docs': () => get('/api/docs'),
  'GET /api/docs/json': () => get('/api/docs/json'),
  'GET /api/docs/yaml': () => get('/api/docs/yaml'),
  'GET /api/docs/static/index.html': () => get('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': () => get('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': () => get('/api/docs/static/swagger-ui.css'),
  'GET /cruplat/getconfig': () => get('/cruplat/getconfig'),
  'GET /api/dtmm/common/jcaptcha.jpg': () => get(`/api/dtmm/common/jcaptcha.jpg?captchaCookie=matrix${Date.now()}`),
  'GET /api/dtmm/common/dict': () => get('/api/dtmm/common/dict?code=company.type'),
  'GET /cms/expertapi/getDictValuesByType': () => get('/cms/expertapi/getDictValuesByType?code=company.type'),
  'GET /api/dtmm/common/regions': () => get('/api/dtmm/common/regions'),
  'GET /api/dtmm/common/regions/:code/children': () => get('/api/dtmm/common/regions/14/children'),
  'GET /api/dtmm/industry/categories': () => get('/api/dtmm/industry/categories'),
  'GET /api/dtmm/industry/secondary/:categoryCode': () => get('/api/dtmm/industry/secondary/C'),
  'GET /api/dtmm/industry/tertiary/:secondaryCode': () => get('/api/dtmm/industry/tertiary/13'),
  'GET /api/dtmm/company/company/list': () => get(`/api/dtmm/company/company/list?certifyType=${q('服务商')}`),
  'GET /api/dtmm/company/company/provider/:id': (fx, _who, target) =>
    get(`/api/dtmm/company/company/provider/${fx.provider(target)}`),

  'POST /api/dtmm/auth/login': () =>
    form('/api/dtmm/auth/login', {
      grant_type: 'password',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      username: 'js_admin',
      password: DEMO_PASSWORD,
    }),
  'POST /api/dtmm/auth/register': async (fx) => {
    const phone = freshPhone();
    await sendCode(fx, '/api/dtmm/auth/sendNotExistVerifyCode', phone);
    const username = `matrix_reg_${phone.slice(-6)}`;
    const password = GOOD_PASSWORD;
    return form('/api/dtmm/auth/register', {
      username,
      password,
      confirmPassword: password,
      phone,
      verifyCode: FIXED_CODE,
      terms: '1',
      privacy: '1',
    });
  },
  'POST /api/dtmm/auth/sendNotExistVerifyCode': () =>
    post('/api/dtmm/auth/sendNotExistVerifyCode', { phone: freshPhone() }),
  'POST /api/dtmm/auth/sendExistVerifyCode': async (fx) =>
    post('/api/dtmm/auth/sendExistVerifyCode', { phone: (await fx.account()).phone }),
  'POST /api/dtmm/auth/forgetPassword': async (fx) => {
    const { phone } = await fx.account();
    await sendCode(fx, '/api/dtmm/auth/sendExistVerifyCode', phone);
    const password = GOOD_PASSWORD;
    return post('/api/dtmm/auth/forgetPassword', {
      phone,
      verifyCode: FIXED_CODE,
      newPassword: password,
      confirmPassword: password,
    });
  },
  'POST /sso/oauth2/refresh_token': async (fx, who) =>
    form('/sso/oauth2/refresh_token', {
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      refresh_token: await fx.refreshToken(who === 'anonymous' ? 'adminA' : who),
    }),
  'POST /api/dtmm/auth/logout': () => post('/api/dtmm/auth/logout'),
  'GET /api/dtmm/auth/userinfo': () => get('/api/dtmm/auth/userinfo'),
  'POST /api/dtmm/auth/updatePassword': () =>
    post('/api/dtmm/auth/updatePassword', {
      oldPassword: DEMO_PASSWORD,
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    }),
  'GET /plat/system/resource/getMenus': () => get('/plat/system/resource/getMenus'),
  'GET /plat/system/resource/getPermissions': () => get('/plat/system/resource/getPermissions'),
  'POST /api/dtmm/auth/upload': () => upload('/api/dtmm/auth/upload'),
  'POST /api/dtmm/auth/uploadMulti': () => upload('/api/dtmm/auth/uploadMulti'),
  'GET /api/dtmm/common/file/:id': fileAt('/api/dtmm/common/file/'),
  'GET /api/dtmm/common/file/get/:id': fileAt('/api/dtmm/common/file/get/'),
  'GET /api/dtmm/common/file/download/:id': fileAt('/api/dtmm/common/file/download/'),
  'GET /plat_cru_common/get/:id': fileAt('/plat_cru_common/get/'),
  'GET /cruplat/get/:id': fileAt('/cruplat/get/'),

  'POST /api/dtmm/company/company/certify': (fx, who) => certification(fx, who),
  'GET /api/dtmm/company/company/certificationStatus': () =>
    get(`/api/dtmm/company/company/certificationStatus?certifyType=${q('企业')}`),
  'GET /api/dtmm/company/company/lastCertificationRecord': () =>
    get(`/api/dtmm/company/company/lastCertificationRecord?certifyType=${q('企业')}`),
  'GET /api/dtmm/company/company/detail/:id': companyAt('/api/dtmm/company/company/detail/'),
  'GET /api/dtmm/company/company/detailFull/:id': companyAt('/api/dtmm/company/company/detailFull/'),

  'GET /api/dtmm/company/companyuser/list': () => get('/api/dtmm/company/companyuser/list?page=1&limit=10'),
  'POST /api/dtmm/company/companyuser/add': () => {
    const phone = freshPhone();
    return post('/api/dtmm/company/companyuser/add', {
      username: `matrix_add_${phone.slice(-6)}`,
      phone,
      password: GOOD_PASSWORD,
    });
  },
  'POST /api/dtmm/company/companyuser/delete/:id': memberAt('/api/dtmm/company/companyuser/delete/'),
  'POST /api/dtmm/company/companyuser/update/:id': memberAt('/api/dtmm/company/companyuser/update/', { role: 'ADMIN' }),
  'GET /api/dtmm/company/invitations': () => get('/api/dtmm/company/invitations?page=1&limit=10'),
  'POST /api/dtmm/company/invitations/:id/accept': async (fx, who, target) => ({
    ...post(`/api/dtmm/company/invitations/${await fx.invitation(who, target)}/accept`),
    after: () => fx.freeNewcomer(),
  }),
  'POST /api/dtmm/company/invitations/:id/decline': async (fx, who, target) =>
    post(`/api/dtmm/company/invitations/${await fx.invitation(who, target)}/decline`),

  'GET /api/dtmm/notifications': () => get('/api/dtmm/notifications?page=1&limit=10'),
  'GET /api/dtmm/calendar/events': () => get('/api/dtmm/calendar/events?from=2026-10-26&to=2026-12-06'),
  'GET /api/dtmm/notifications/unread-count': () => get('/api/dtmm/notifications/unread-count'),
  'POST /api/dtmm/notifications/:id/read': async (fx, who, target) =>
    post(`/api/dtmm/notifications/${await fx.notification(who, target)}/read`),

  'GET /api/admin/dashboard': () => get('/api/admin/dashboard'),
  'GET /api/admin/insight': () => get('/api/admin/insight?year=2025&cityCode=1401&industryCode=C'),
  'GET /api/admin/assessments': () => get('/api/admin/assessments?status=1&cityCode=1401&page=1&limit=10'),
  'GET /api/dtmm/insight/company': () => get('/api/dtmm/insight/company'),
  'GET /api/admin/certifications': () => get('/api/admin/certifications?page=1&limit=10'),
  'GET /api/admin/certifications/:id': async (fx, _who, target) =>
    get(`/api/admin/certifications/${await fx.pendingRequest(target)}`),
  'POST /api/admin/certifications/:id/approve': requestAt('/approve'),
  'POST /api/admin/certifications/:id/reject': requestAt('/reject', { reason: '营业执照照片不清晰，请重新上传。' }),
  'GET /api/admin/companies': () => get('/api/admin/companies?page=1&limit=10'),
  'GET /api/admin/companies/:id': companyAt('/api/admin/companies/'),
  'GET /api/admin/users': () => get('/api/admin/users?page=1&limit=10'),
  'POST /api/admin/users/:id/disable': accountAt('disable'),
  'POST /api/admin/users/:id/enable': accountAt('enable'),
  'POST /api/admin/users/:id/reset-password': accountAt('reset-password'),
  // The content editor's own roles, set to what they are: the call changes nothing another cell relies on.
  'PUT /api/admin/users/:id/operator-roles': (fx, _who, target) => ({
    method: 'PUT',
    url: `/api/admin/users/${target === 'missing' ? MISSING_ID : fx.userId('editor')}/operator-roles`,
    payload: { roles: ['contentEditor'] },
  }),
  ...CONTENT_CALLS,
  ...SOLUTION_CALLS,
  ...PERSONAL_INFO_CALLS,
  ...ASSESSMENT_CALLS,
  ...FORMAL_ASSESSMENT_CALLS,
  ...SERVED_ENTERPRISE_CALLS,
  ...COMPANY_PROPERTY_CALLS,
  'GET /api/admin/dictionaries': () => get('/api/admin/dictionaries?code=company.scale'),
  'POST /api/admin/dictionaries': () =>
    post('/api/admin/dictionaries', {
      code: 'company.scale',
      label: '矩阵新增规模',
      value: `matrix-new-${Date.now()}`,
    }),
  'PUT /api/admin/dictionaries/:id': async (fx, _who, target) => ({
    method: 'PUT',
    url: `/api/admin/dictionaries/${await fx.dictionaryItem(target)}`,
    payload: { label: '矩阵修改规模', value: `matrix-edit-${Date.now()}`, sortOrder: 200, isEnabled: false },
  }),
  'DELETE /api/admin/dictionaries/:id': async (fx, _who, target) => ({
    method: 'DELETE',
    url: `/api/admin/dictionaries/${await fx.dictionaryItem(target)}`,
  }),
  'GET /api/admin/exports/companies': () => get(`/api/admin/exports/companies?keyword=${q('企业')}&sidx=companyName`),
  'GET /api/admin/exports/certifications': () => get('/api/admin/exports/certifications?status=2'),
  'GET /api/admin/exports/solutions': () => get('/api/admin/exports/solutions?status=1'),
  'GET /api/admin/exports/acceptances': () => get('/api/admin/exports/acceptances'),
  'GET /api/admin/exports/served-enterprises': () => get('/api/admin/exports/served-enterprises?serviceStatus=2'),
  'GET /api/admin/exports/assessments': () => get('/api/admin/exports/assessments?status=1'),
  'GET /api/admin/exports/audit': () => get('/api/admin/exports/audit?action=admin.'),
  'GET /api/admin/audit': () => get(`/api/admin/audit?page=1&limit=10&action=${q('login.')}`),
  // A head that is not in the log: the check answers its outcome (anchor missing), not an error.
  'GET /api/admin/audit/verify': () => get(`/api/admin/audit/verify?head=${MISSING_ID}:${'a'.repeat(64)}`),
  'GET /api/admin/audit/:id': async (fx, _who, target) => get(`/api/admin/audit/${await auditRowId(fx, target)}`),
  'POST /api/dtmm/client-errors': () => clientErrorReportCall(),
  'GET /api/admin/client-errors': () => get(`/api/admin/client-errors?page=1&limit=10&kind=chunk&keyword=${q('加载')}`),
  'GET /api/admin/client-errors/:id': async (fx, _who, target) =>
    get(`/api/admin/client-errors/${await clientErrorRowId(fx, target)}`),
  // To company A's members only: the other principals' messages stay as they were.
  'POST /api/admin/notifications': (fx) =>
    post('/api/admin/notifications', {
      audience: 'company',
      companyId: fx.companyA,
      title: '矩阵通知',
      content: '矩阵测试的通知',
    }),
  'GET /api/admin/notifications': () => get('/api/admin/notifications?page=1&limit=10'),
  'GET /api/admin/notifications/companies': () => get(`/api/admin/notifications/companies?keyword=${q('企业')}`),
  ...BANK_VERSION_CALLS,
};
