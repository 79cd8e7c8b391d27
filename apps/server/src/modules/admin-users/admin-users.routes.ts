import {
  type AdminArea,
  adminCompanyDetailAnswer,
  adminCompanyListAnswer,
  adminCompanyListQuery,
  adminUserListAnswer,
  adminUserListQuery,
  memberIdParams,
  memberMessageAnswer,
  OPERATOR_ROLE_MESSAGES,
  operatorRolesAnswer,
  operatorRolesBody,
  ResultCode,
  temporaryPasswordAnswer,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import {
  adminUserMessages,
  changeOperatorRoles,
  getCompany,
  listCompanies,
  listUsers,
  resetUserPassword,
  setDisabled,
} from './admin-users.service';

/**
 * The back-office area of one of these routes: the company register is the reviewers'; the list of
 * users is read by system and security administrators; changing an account is the system
 * administrator's, an operator's roles the security administrator's (docs/operator-roles.md).
 */
function areaOfRoute(method: string, url: string): AdminArea {
  if (url.startsWith('/api/admin/companies')) return 'companies';
  if (url.endsWith('/operator-roles')) return 'operatorRoles';
  return method === 'GET' ? 'users' : 'accounts';
}

/** The operators' user and company tools (issue 4): operators only, every change audited. */
export const adminUserRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admin'];
  // Every route here is for operators: refuse anyone whose roles do not cover the route's area
  // before its input is read.
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, areaOfRoute(request.method, request.routeOptions.url ?? ''));
  });

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: '用户列表（运营）',
        querystring: adminUserListQuery,
        response: { 200: adminUserListAnswer },
      },
    },
    async (request) => {
      const { items, total } = await listUsers(ctx, request.query);
      return paged(items, total);
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/api/admin/users/:id/${action}`,
      {
        // No public read looks at accounts: a disabled provider ADMIN's company stays in the directory.
        config: { invalidates: [] },
        schema: {
          tags,
          summary: action === 'disable' ? '停用用户（运营）' : '启用用户（运营）',
          params: memberIdParams,
          response: { 200: memberMessageAnswer },
        },
      },
      async (request) => {
        const operator = await requireOperator(request, 'accounts');
        await setDisabled(ctx, request, operator, request.params.id, action === 'disable');
        const msg = action === 'disable' ? adminUserMessages.disabled : adminUserMessages.enabled;
        return { code: ResultCode.ok, msg };
      },
    );
  }

  app.put(
    '/api/admin/users/:id/operator-roles',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '设置运营人员的角色（安全管理员）',
        params: memberIdParams,
        body: operatorRolesBody,
        response: { 200: operatorRolesAnswer },
      },
    },
    async (request) => {
      const operator = await requireOperator(request, 'operatorRoles');
      const roles = await changeOperatorRoles(ctx, request, operator, request.params.id, request.body.roles);
      return ok({ roles }, OPERATOR_ROLE_MESSAGES.saved);
    },
  );

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      config: { invalidates: [] },
      schema: {
        tags,
        summary: '重置用户密码（运营），临时密码只返回一次',
        params: memberIdParams,
        response: { 200: temporaryPasswordAnswer },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request, 'accounts');
      const temporary = await resetUserPassword(ctx, request, operator, request.params.id);
      reply.header('cache-control', 'no-store');
      return ok({ temporaryPassword: temporary }, adminUserMessages.passwordReset);
    },
  );

  app.get(
    '/api/admin/companies',
    {
      schema: {
        tags,
        summary: '企业列表（运营）',
        querystring: adminCompanyListQuery,
        response: { 200: adminCompanyListAnswer },
      },
    },
    async (request) => {
      const { items, total } = await listCompanies(ctx, request.query);
      return paged(items, total);
    },
  );

  app.get(
    '/api/admin/companies/:id',
    {
      schema: {
        tags,
        summary: '企业详情（运营）',
        params: memberIdParams,
        response: { 200: adminCompanyDetailAnswer },
      },
    },
    async (request) => ok(await getCompany(ctx, request.params.id)),
  );
};
