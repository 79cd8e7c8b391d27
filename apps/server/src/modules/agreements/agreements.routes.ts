import {
  adminAgreementAnswer,
  adminAgreementListAnswer,
  adminAgreementListQuery,
  agreementCreatedAnswer,
  agreementDraftBody,
  agreementEditBody,
  agreementIdParams,
  agreementMessages as am,
  consentBody,
  contentMessageAnswer,
  currentAgreementsAnswer,
  emptyAnswer,
  errorEnvelope,
  ResultCode,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireOperator, requireUser } from '../../plugins/auth';
import { NO_TOKEN } from '../../plugins/openapi';
import {
  acceptAgreements,
  createAgreementDraft,
  currentAgreements,
  editAgreementDraft,
  getAgreement,
  listAgreements,
  publishAgreement,
  removeAgreementDraft,
} from './agreements.service';

/**
 * The current 用户协议 and 隐私政策 for everyone, and a signed-in person's consent to them
 * (docs/personal-information.md).
 */
export const agreementRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dtmm/common/agreements',
    {
      // Agreements are content the editors publish: a publication makes the cached answer stale.
      config: { publicCache: { tags: ['content'] as const } },
      schema: {
        security: NO_TOKEN,
        tags: ['agreements'],
        summary: '当前的用户协议与隐私政策',
        response: { 200: currentAgreementsAnswer },
      },
    },
    async () => ok(await currentAgreements(ctx.db)),
  );

  app.post(
    '/api/dtmm/auth/consent',
    {
      config: { invalidates: [], beforeConsent: true },
      schema: {
        tags: ['agreements'],
        summary: '同意当前版本的用户协议与隐私政策',
        body: consentBody,
        response: { 200: emptyAnswer, 400: errorEnvelope },
      },
      preValidation: async (request) => void (await requireUser(request)),
    },
    async (request) => {
      await acceptAgreements(ctx, request, await requireUser(request), request.body);
      return ok(null, am.consented);
    },
  );
};

const BASE = '/api/admin/agreements';
const tags = ['admin-agreements'];
/** Drafts are the editors' own; only a publication changes what the public reads. */
const draftOnly = { invalidates: [] as const };
const said = (msg: string) => ({ code: ResultCode.ok, msg });
const editorOf = (request: FastifyRequest) => requireOperator(request, 'agreements');

/** The content editors' versions of the agreements: list, read, draft, edit, publish, delete a draft. */
export const agreementAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.addHook('onRequest', async (request) => void (await editorOf(request)));

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: '协议版本列表（内容编辑）',
        querystring: adminAgreementListQuery,
        response: { 200: adminAgreementListAnswer },
      },
    },
    async (request) => {
      const { items, total } = await listAgreements(ctx, request.query);
      return paged(items, total);
    },
  );
  app.get(
    `${BASE}/:id`,
    { schema: { tags, summary: '协议版本详情', params: agreementIdParams, response: { 200: adminAgreementAnswer } } },
    async (request) => ok(await getAgreement(ctx, request.params.id)),
  );
  app.post(
    BASE,
    {
      config: draftOnly,
      schema: {
        tags,
        summary: '新建协议草稿（下一个版本号）',
        body: agreementDraftBody,
        response: { 200: agreementCreatedAnswer },
      },
    },
    async (request) => {
      const { id, version } = await createAgreementDraft(ctx, request, await editorOf(request), request.body);
      return ok({ id: String(id), version }, am.created);
    },
  );
  app.put(
    `${BASE}/:id`,
    {
      config: draftOnly,
      schema: {
        tags,
        summary: '修改协议草稿',
        params: agreementIdParams,
        body: agreementEditBody,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      await editAgreementDraft(ctx, request, await editorOf(request), { id: request.params.id, body: request.body });
      return said(am.saved);
    },
  );
  app.post(
    `${BASE}/:id/publish`,
    {
      config: { invalidates: ['content'] as const },
      schema: {
        tags,
        summary: '发布协议版本（发布后不可修改）',
        params: agreementIdParams,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      await publishAgreement(ctx, request, await editorOf(request), request.params.id);
      return said(am.published);
    },
  );
  app.delete(
    `${BASE}/:id`,
    {
      config: draftOnly,
      schema: { tags, summary: '删除协议草稿', params: agreementIdParams, response: { 200: contentMessageAnswer } },
    },
    async (request) => {
      await removeAgreementDraft(ctx, request, await editorOf(request), request.params.id);
      return said(am.deleted);
    },
  );
};
