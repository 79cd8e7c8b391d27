import {
  companyPatentFields,
  companyPatentIdParams,
  companyPatentListAnswer,
  companyPatentListQuery,
  companyPatentSavedAnswer,
  companyPropertySummaryAnswer,
  contentMessageAnswer,
  companyPatentMessages as pm,
  ResultCode,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { requireCompany } from '../members/members.policy';
import { findCompanyPatentPage } from './company-patents.repository';
import {
  addCompanyPatent,
  companyPatentItem,
  editCompanyPatent,
  propertySummary,
  removeCompanyPatent,
} from './company-patents.service';

const tags = ['company-property'];
const base = '/api/dtmm/company/patents';
/** The public patent list reads the content tag; a draft is never public, but a write names it all the same. */
const config = { invalidates: ['content'] as const };
const said = (msg: string) => ({ code: ResultCode.ok, msg });

/**
 * The company's own patents (/user/patent) and its intellectual property overview (/user/myproperty):
 * members of a certified company list, add and read; its ADMIN edits and deletes unpublished entries.
 * See docs/company-property.md.
 */
export const companyPatentRoutes: ModuleRoutes = async (app, { ctx }) => {
  // A member of a certified company ('请先先完成企业认证！'), told before any validation message.
  const companyOf = async (request: FastifyRequest) => requireCompany(await requireUser(request));
  app.addHook('preValidation', async (request) => {
    await companyOf(request);
  });

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        summary: '本企业的专利成果（全部状态）',
        querystring: companyPatentListQuery,
        response: { 200: companyPatentListAnswer },
      },
    },
    async (request) => {
      const { rows, total } = await findCompanyPatentPage(ctx.db, await companyOf(request), request.query);
      return paged(rows.map(companyPatentItem), total);
    },
  );
  app.post(
    `${base}/add`,
    {
      config,
      schema: {
        tags,
        summary: '登记专利成果（待审核）',
        body: companyPatentFields,
        response: { 200: companyPatentSavedAnswer },
      },
    },
    async (request) => {
      const id = await addCompanyPatent(ctx, request, await requireUser(request), request.body);
      return ok({ id: String(id) }, pm.added);
    },
  );
  app.post(
    `${base}/update/:id`,
    {
      config,
      schema: {
        tags,
        summary: '修改未发布的专利成果（企业管理员）',
        params: companyPatentIdParams,
        body: companyPatentFields,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      await editCompanyPatent(ctx, request, await requireUser(request), { id: request.params.id, form: request.body });
      return said(pm.updated);
    },
  );
  app.post(
    `${base}/delete/:id`,
    {
      config,
      schema: {
        tags,
        summary: '删除未发布的专利成果（企业管理员）',
        params: companyPatentIdParams,
        response: { 200: contentMessageAnswer },
      },
    },
    async (request) => {
      await removeCompanyPatent(ctx, request, await requireUser(request), request.params.id);
      return said(pm.deleted);
    },
  );
  app.get(
    '/api/dtmm/company/property/summary',
    { schema: { tags, summary: '我的知识产权概览', response: { 200: companyPropertySummaryAnswer } } },
    async (request) => ok(await propertySummary(ctx, await companyOf(request))),
  );
};
