import {
  anyAnswer,
  CERTIFICATION_MESSAGES,
  certificationInput,
  certifyTypeQuery,
  envelopeOf,
  formatDateTime,
  ResultCode,
  rowIdParams,
} from '@dtmm/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { CertificationService } from './certifications.service';
import { companyDetail, companyDetailFull, isOwnCompany, readCompany } from './company-detail';

/** 0 none, 1 certified, 2 under review (CERTIFICATION_STATUSES). */
const statusAnswer = envelopeOf(z.object({ certificationStatus: z.number().int() }));

const tags = ['certifications'];

/** The applicant's side of certification and the company detail (portal.md 7.2). */
export const certificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { dictionaries } = ctx;
  const service = new CertificationService(ctx.db, dictionaries, ctx.now);
  // Every route here needs a signed-in user; anonymous callers hear that before any validation message.
  app.addHook('preValidation', async (request) => {
    await requireUser(request);
  });

  app.post(
    '/api/dtmm/company/company/certify',
    // It moves the company's status to 2 (under review), in the table the provider directory reads.
    {
      config: { invalidates: ['companies'] },
      schema: { tags, summary: '提交企业/服务商认证', body: certificationInput, response: { 200: anyAnswer } },
    },
    async (request) => {
      const me = await requireUser(request);
      await service.submit(request, me, request.body);
      return { code: ResultCode.ok, msg: CERTIFICATION_MESSAGES.submitted };
    },
  );

  app.get(
    '/api/dtmm/company/company/certificationStatus',
    { schema: { tags, summary: '认证状态', querystring: certifyTypeQuery, response: { 200: statusAnswer } } },
    async (request) => {
      const me = await requireUser(request);
      return ok({ certificationStatus: await service.status(me, request.query.certifyType) });
    },
  );

  app.get(
    '/api/dtmm/company/company/lastCertificationRecord',
    { schema: { tags, summary: '最近一次认证记录', querystring: certifyTypeQuery, response: { 200: anyAnswer } } },
    async (request) => {
      const me = await requireUser(request);
      const row = await service.lastRecord(me, request.query.certifyType);
      if (!row) return ok(null);
      return ok({
        id: String(row.id),
        certifyType: row.certifyType,
        status: row.status,
        fdAddOn1: row.rejectReason,
        // What was sent, so a form can start from it again after a rejection.
        payload: row.payload,
        submitTime: formatDateTime(row.submittedAt),
        decideTime: row.decidedAt ? formatDateTime(row.decidedAt) : null,
      });
    },
  );

  app.get(
    '/api/dtmm/company/company/detail/:id',
    { schema: { tags, summary: '企业详情', params: rowIdParams, response: { 200: anyAnswer } } },
    async (request) => {
      const me = await requireUser(request);
      const company = await readCompany(ctx.db, me, request.params.id);
      return ok(companyDetail(company, isOwnCompany(me, company)));
    },
  );

  app.get(
    '/api/dtmm/company/company/detailFull/:id',
    { schema: { tags, summary: '企业详情（含字典名称）', params: rowIdParams, response: { 200: anyAnswer } } },
    async (request) => {
      const me = await requireUser(request);
      const company = await readCompany(ctx.db, me, request.params.id);
      return ok(await companyDetailFull(dictionaries, company, isOwnCompany(me, company)));
    },
  );
};
