import {
  COMPANY_PROPERTY_LATEST,
  CONTENT_STATUSES,
  type CompanyPatentFields,
  type CompanyPatentItem,
  type CompanyPropertySummary,
  type ContentStatus,
  PATENT_TYPES,
  type PatentFields,
  companyPatentMessages as pm,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { type AuditEntry, recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { requireCompany, requireCompanyAdmin } from '../members/members.policy';
import {
  countCompanyPatents,
  deleteCompanyPatent,
  findCompanyPatent,
  findCompanyPublished,
  isNumberTaken,
  lockCompany,
  resubmitCompanyPatent,
} from './company-patents.repository';
import { insertContent } from './content.repository';
import type { ContentRow } from './content.table';
import { shownTime } from './content-kind';
import { patentItem, patentsKind } from './kinds/patents.kind';

/** An entry as the company's list shows it: the public fields, its status and times. */
export const companyPatentItem = (row: ContentRow): CompanyPatentItem => ({
  ...patentItem(row),
  status: row.status as ContentStatus,
  createTime: shownTime(row.createdAt),
  updateTime: shownTime(row.updatedAt),
});

/** The row a company's form makes: the CMS's mapping, the company's name as patentee when none is given. */
function partsOf(asker: Principal, companyId: number, form: CompanyPatentFields) {
  const full: PatentFields = {
    ...form,
    patentee: form.patentee || (asker.companyName ?? ''),
    publishTime: '',
    orderNumber: 0,
  };
  return { ...patentsKind.toRow(full), companyId };
}

const audit = (
  asker: Principal,
  action: 'add' | 'update' | 'delete',
  item: { id: number; title: string },
  companyId: number,
): AuditEntry => ({
  action: `patent.${action}`,
  userId: asker.userId,
  subject: item.title,
  objectType: 'patent',
  objectId: item.id,
  detail: { id: item.id, companyId },
});

async function assertNumberFree(db: Queryable, companyId: number, patentNumber: string, exceptId?: number) {
  await lockCompany(db, companyId);
  if (await isNumberTaken(db, companyId, patentNumber, exceptId)) throw AppError.badRequest(pm.numberTaken);
}

/** Why a change of an entry was refused: it is not the company's (404) or it is published (409). */
async function refusal(db: Queryable, companyId: number, id: number, publishedMsg: string): Promise<never> {
  const row = await findCompanyPatent(db, companyId, id);
  if (!row) throw AppError.notFound(pm.notFound);
  throw AppError.conflict(publishedMsg);
}

/** Any member adds: a draft of the company, invisible to the public until a content editor publishes it. */
export async function addCompanyPatent(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  form: CompanyPatentFields,
) {
  const companyId = requireCompany(asker);
  const parts = partsOf(asker, companyId, form);
  return ctx.db.transaction(async (tx) => {
    await assertNumberFree(tx, companyId, form.patentNumber);
    const id = await insertContent(tx, { kind: 'patents', parts, userId: asker.userId, now: new Date(ctx.now()) });
    await recordAudit(tx, request, audit(asker, 'add', { id, title: parts.title }, companyId));
    return id;
  });
}

/** The ADMIN edits an unpublished entry; the edit goes back to review. A published one is refused. */
export async function editCompanyPatent(
  ctx: AppContext,
  request: FastifyRequest,
  asker: Principal,
  target: { id: number; form: CompanyPatentFields },
) {
  const companyId = requireCompanyAdmin(asker);
  const parts = partsOf(asker, companyId, target.form);
  await ctx.db.transaction(async (tx) => {
    await assertNumberFree(tx, companyId, target.form.patentNumber, target.id);
    const now = new Date(ctx.now());
    const row = await resubmitCompanyPatent(tx, { companyId, id: target.id, parts, userId: asker.userId, now });
    if (!row) await refusal(tx, companyId, target.id, pm.publishedLocked);
    else await recordAudit(tx, request, audit(asker, 'update', row, companyId));
  });
}

/** The ADMIN deletes an unpublished entry; a published one is the platform's to take down. */
export async function removeCompanyPatent(ctx: AppContext, request: FastifyRequest, asker: Principal, id: number) {
  const companyId = requireCompanyAdmin(asker);
  await ctx.db.transaction(async (tx) => {
    const row = await deleteCompanyPatent(tx, companyId, id);
    if (!row) await refusal(tx, companyId, id, pm.publishedUndeletable);
    else await recordAudit(tx, request, audit(asker, 'delete', row, companyId));
  });
}

/** Counts by type and by status (every type and status named, zeros included) and the newest public entries. */
export async function propertySummary(ctx: AppContext, companyId: number): Promise<CompanyPropertySummary> {
  const [counts, published] = await Promise.all([
    countCompanyPatents(ctx.db, companyId),
    findCompanyPublished(ctx.db, companyId, new Date(ctx.now()), COMPANY_PROPERTY_LATEST),
  ]);
  const sum = (match: (row: (typeof counts)[number]) => boolean) =>
    counts.filter(match).reduce((total, row) => total + row.count, 0);
  return {
    total: sum(() => true),
    byType: PATENT_TYPES.map((patentType) => ({ patentType, count: sum((row) => row.patentType === patentType) })),
    byStatus: CONTENT_STATUSES.map((status) => ({ status, count: sum((row) => row.status === status) })),
    published: published.map(patentItem),
  };
}
