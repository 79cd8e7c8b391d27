import {
  closeAccountBody,
  emptyAnswer,
  errorEnvelope,
  personalDataAnswer,
  personalDataQuery,
  personalInfoRequestListAnswer,
  personalInfoRequestListQuery,
  personalInfoMessages as pm,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator, requireUser } from '../../plugins/auth';
import { clearSessionCookies } from '../auth/session-cookies';
import { exportFileName, sendWorkbook } from '../exports/send-xlsx';
import { closeAccount } from './close-account.service';
import { exportPersonalData } from './personal-data.service';
import { personalDataSheets } from './personal-data.workbook';
import { listRequests } from './personal-info-requests.repository';

/** A person's own rights come before any consent: leaving must never require agreeing first. */
const OWN_RIGHTS = { beforeConsent: true };

/**
 * The signed-in person's copy of their personal information and the closing of their account
 * (docs/personal-information.md).
 */
export const personalInfoRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/auth/personalData',
    {
      config: OWN_RIGHTS,
      // The workbook is a zip already; the JSON is small.
      compress: false,
      preValidation: async (request) => void (await requireUser(request)),
      schema: {
        tags: ['personal-info'],
        summary: '下载我的个人信息（JSON；format=xlsx 为 Excel 工作簿，每部分一个工作表）',
        querystring: personalDataQuery,
        response: { 200: personalDataAnswer, 429: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const data = await exportPersonalData(ctx, request, await requireUser(request), format);
      if (format === 'json') return ok(data);
      const fileName = exportFileName('我的个人信息', ctx.now());
      // A stream is sent as it is: the JSON schema above does not apply to it.
      await sendWorkbook(reply, fileName, personalDataSheets(data));
      return reply;
    },
  );

  app.post(
    '/api/dtmm/auth/closeAccount',
    {
      config: { ...OWN_RIGHTS, invalidates: [] },
      preValidation: async (request) => void (await requireUser(request)),
      schema: {
        tags: ['personal-info'],
        summary: '注销账号（当前密码确认）',
        body: closeAccountBody,
        response: { 200: emptyAnswer, 400: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      await closeAccount(ctx, request, await requireUser(request), request.body.password);
      clearSessionCookies(reply, ctx.config);
      return ok(null, pm.closed);
    },
  );
};

/** The back office's view of the requests (system administrators). */
export const personalInfoAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/admin/personal-info-requests',
    {
      preValidation: async (request) => void (await requireOperator(request, 'personalInfoRequests')),
      schema: {
        tags: ['admin-personal-info'],
        summary: '个人信息请求（下载与注销）',
        querystring: personalInfoRequestListQuery,
        response: { 200: personalInfoRequestListAnswer },
      },
    },
    async (request) => {
      await requireOperator(request, 'personalInfoRequests');
      const { items, total } = await listRequests(ctx.db, request.query);
      return paged(items, total);
    },
  );
};
