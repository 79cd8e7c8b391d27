import {
  addMemberBody,
  invitationListAnswer,
  invitationListQuery,
  memberIdParams,
  memberListAnswer,
  memberListQuery,
  memberMessageAnswer,
  memberMessages,
  ResultCode,
  updateMemberBody,
} from '@dtmm/shared';
import type { ModuleRoutes } from '../../context';
import { paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { acceptInvitation, declineInvitation, listInvitations } from './invitations.service';
import { addMember, changeMemberRole, listMembers, unbindMemberOf } from './members.service';

const done = (msg: string) => ({ code: ResultCode.ok, msg });
/** Who belongs to a company is nobody's public data. */
const PRIVATE = { invalidates: [] };

/** A company's members (portal.md 2.8, 5.7, 7.2): everyone lists, only an ADMIN changes. */
export const memberRoutes: ModuleRoutes = async (app, { ctx }) => {
  const tags = ['members'];
  // Anonymous callers are asked to log in before their input is validated.
  app.addHook('onRequest', async (request) => {
    await requireUser(request);
  });
  app.get(
    '/api/dtmm/company/companyuser/list',
    {
      schema: {
        tags,
        summary: '企业成员列表（分页）',
        querystring: memberListQuery,
        response: { 200: memberListAnswer },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const { items, total } = await listMembers(ctx, request, principal, request.query);
      return paged(items, total);
    },
  );

  app.post(
    '/api/dtmm/company/companyuser/add',
    {
      config: PRIVATE,
      schema: { tags, summary: '添加企业成员', body: addMemberBody, response: { 200: memberMessageAnswer } },
    },
    async (request) => {
      const principal = await requireUser(request);
      return done(await addMember(ctx, request, principal, request.body));
    },
  );

  app.post(
    '/api/dtmm/company/companyuser/delete/:id',
    {
      config: PRIVATE,
      schema: { tags, summary: '解绑企业成员', params: memberIdParams, response: { 200: memberMessageAnswer } },
    },
    async (request) => {
      const principal = await requireUser(request);
      await unbindMemberOf(ctx, request, principal, request.params.id);
      return done(memberMessages.unbound);
    },
  );

  app.post(
    '/api/dtmm/company/companyuser/update/:id',
    {
      config: PRIVATE,
      schema: {
        tags,
        summary: '修改企业成员角色',
        params: memberIdParams,
        body: updateMemberBody,
        response: { 200: memberMessageAnswer },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      await changeMemberRole(ctx, request, principal, request.params.id, request.body.role);
      return done(memberMessages.roleUpdated);
    },
  );

  // Invitations of the signed-in person (anyone without a company may have some): list, accept, decline.
  app.get(
    '/api/dtmm/company/invitations',
    {
      schema: {
        tags,
        summary: '我收到的企业邀请（分页）',
        querystring: invitationListQuery,
        response: { 200: invitationListAnswer },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const { items, total } = await listInvitations(ctx, principal, request.query);
      return paged(items, total);
    },
  );

  app.post(
    '/api/dtmm/company/invitations/:id/accept',
    {
      config: PRIVATE,
      schema: { tags, summary: '接受企业邀请', params: memberIdParams, response: { 200: memberMessageAnswer } },
    },
    async (request) => {
      const principal = await requireUser(request);
      await acceptInvitation(ctx, request, principal, request.params.id);
      return done(memberMessages.accepted);
    },
  );

  app.post(
    '/api/dtmm/company/invitations/:id/decline',
    {
      config: PRIVATE,
      schema: { tags, summary: '拒绝企业邀请', params: memberIdParams, response: { 200: memberMessageAnswer } },
    },
    async (request) => {
      const principal = await requireUser(request);
      await declineInvitation(ctx, request, principal, request.params.id);
      return done(memberMessages.declined);
    },
  );
};
