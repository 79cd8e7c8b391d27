import { emptyAnswer, envelopeOf, formatDateTime, pagedEnvelopeOf, pagingQuery, rowIdParams } from '@dtmm/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { countUnread, findOwnNotifications, markRead } from './notifications.service';

const notificationPage = pagedEnvelopeOf(
  z.object({ id: z.string(), title: z.string(), content: z.string(), isRead: z.boolean(), createTime: z.string() }),
);
const unreadAnswer = envelopeOf(z.object({ count: z.number().int() }));

/** The signed-in user's own messages (the /user/message page and the header's unread count). */
export const notificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: '我的消息（分页）',
        querystring: pagingQuery(['createTime']),
        response: { 200: notificationPage },
      },
    },
    async (request) => {
      const me = await requireUser(request);
      const { rows, total } = await findOwnNotifications(ctx.db, me.userId, request.query);
      return paged(
        rows.map((n) => ({
          id: String(n.id),
          title: n.title,
          content: n.content,
          isRead: n.isRead,
          createTime: formatDateTime(n.createdAt),
        })),
        total,
      );
    },
  );

  app.get(
    '/api/dtmm/notifications/unread-count',
    { schema: { tags: ['notifications'], summary: '未读消息数', response: { 200: unreadAnswer } } },
    async (request) => {
      const me = await requireUser(request);
      return ok({ count: await countUnread(ctx.db, me.userId) });
    },
  );

  app.post(
    '/api/dtmm/notifications/:id/read',
    {
      config: { invalidates: [] },
      schema: { tags: ['notifications'], summary: '标记已读', params: rowIdParams, response: { 200: emptyAnswer } },
    },
    async (request) => {
      const me = await requireUser(request);
      await markRead(ctx.db, me.userId, request.params.id);
      return ok(null);
    },
  );
};
