import { calendarAnswer, calendarQuery } from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { requireCompany } from '../members/members.policy';
import { listCalendarEvents } from './calendar.service';

/** /user/userCalendar's events (docs/user-calendar.md): a member of a certified company reads its own. */
export const calendarRoutes: ModuleRoutes = async (app, { ctx }) => {
  // A member of a certified company ('请先先完成企业认证！'), told before any validation message.
  app.addHook('preValidation', async (request) => {
    requireCompany(await requireUser(request));
  });

  app.get(
    '/api/dtmm/calendar/events',
    {
      schema: {
        tags: ['calendar'],
        summary: '我的日历：本企业的评估与服务事件、课程开课时间',
        querystring: calendarQuery,
        response: { 200: calendarAnswer },
      },
    },
    async (request) => ok(await listCalendarEvents(ctx, await requireUser(request), request.query)),
  );
};
