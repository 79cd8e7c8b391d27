import {
  noticeCompanyOptionsAnswer,
  noticeCompanyQuery,
  noticeMessages,
  noticeSendBody,
  noticeSentAnswer,
  sentNoticeListAnswer,
  sentNoticeListQuery,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator } from '../../plugins/auth';
import { listNoticeCompanies, listSentNotices, sendNotice } from './notices.service';

/**
 * Operators' notices to users (issue 19, docs/notices.md): content editors send them and list what was
 * sent. Under /api/admin/notifications: /api/admin/notices is the CMS's public notice board (通知公告).
 */
export const noticeAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['admin'];
  app.addHook('onRequest', async (request) => {
    await requireOperator(request, 'notices');
  });

  app.post(
    '/api/admin/notifications',
    {
      // Notifications are private: no public read shows them.
      config: { invalidates: [] },
      schema: { tags, summary: '发送通知（内容编辑）', body: noticeSendBody, response: { 200: noticeSentAnswer } },
    },
    async (request) => {
      const operator = await requireOperator(request, 'notices');
      const sent = await sendNotice(ctx, request, operator, request.body);
      return ok(sent, noticeMessages.sent(sent.recipientCount));
    },
  );

  app.get(
    '/api/admin/notifications',
    {
      schema: {
        tags,
        summary: '已发送的通知（分页）',
        querystring: sentNoticeListQuery,
        response: { 200: sentNoticeListAnswer },
      },
    },
    async (request) => {
      const { items, total } = await listSentNotices(ctx, request.query);
      return paged(items, total);
    },
  );

  app.get(
    '/api/admin/notifications/companies',
    {
      schema: {
        tags,
        summary: '可接收通知的已认证企业（按名称查找，最多 20 家）',
        querystring: noticeCompanyQuery,
        response: { 200: noticeCompanyOptionsAnswer },
      },
    },
    async (request) => ok(await listNoticeCompanies(ctx, request.query.keyword)),
  );
};
