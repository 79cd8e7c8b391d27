import {
  type AdminAgreementDetail,
  type AdminAgreementListQuery,
  type AdminAgreementRow,
  AGREEMENT_KINDS,
  type AgreementDraftBody,
  type AgreementEditBody,
  agreementMessages as am,
  type ConsentBody,
  type CurrentAgreement,
  formatDateTime,
} from '@dtmm/shared';
import { sanitizeRichText } from '@dtmm/shared/rich-text/sanitize-rich-text';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError } from '../../plugins/errors';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { clearConsentPending } from '../auth/sessions.repository';
import { type AgreementParties, firstVersions } from './agreements.data';
import {
  deleteDraft,
  findAgreement,
  findAgreementPage,
  findCurrentAgreements,
  hasAnyVersion,
  insertConsents,
  insertDraft,
  lockAgreement,
  nextVersion,
  publishDraft,
  updateDraft,
} from './agreements.repository';
import { agreementConsents, agreements } from './agreements.table';

const timeText = (date: Date | null) => (date ? formatDateTime(date) : null);

/** GET /api/dtmm/common/agreements: the current 用户协议 and 隐私政策. */
export async function currentAgreements(db: Queryable): Promise<CurrentAgreement[]> {
  const rows = await findCurrentAgreements(db);
  return rows.map((row) => ({ ...row, publishedAt: timeText(row.publishedAt) ?? '' }));
}

/**
 * The versions a person agrees to must be the current ones: a page read before a new version was
 * published sends the old number and is asked to read again. Answers what to record.
 */
export async function checkAgreedVersions(db: Queryable, agreed: ConsentBody) {
  const current = await findCurrentAgreements(db);
  const versions = current.map(({ kind, version }) => ({ kind, version }));
  if (versions.some(({ kind, version }) => agreed[kind] !== version)) throw AppError.badRequest(am.consentStale);
  return versions;
}

/**
 * POST /api/dtmm/auth/consent: the signed-in person accepts the current versions; every session of
 * theirs stops waiting for it. Audited as pipl.consent with the versions.
 */
export async function acceptAgreements(ctx: AppContext, request: FastifyRequest, user: Principal, body: ConsentBody) {
  const versions = await checkAgreedVersions(ctx.db, body);
  await ctx.db.transaction(async (tx) => {
    await insertConsents(tx, { userId: user.userId, versions, at: new Date(ctx.now()), ip: request.ip });
    await clearConsentPending(tx, user.userId);
    await recordAudit(tx, request, { action: 'pipl.consent', userId: user.userId, detail: { versions } });
  });
}

type AdminFields = Omit<Awaited<ReturnType<typeof findAgreementPage>>['rows'][number], 'total'>;
const adminRow = ({ id, kind, version, title, status, isCurrent, publishedAt, publishedBy, updatedAt }: AdminFields) =>
  ({
    id: String(id),
    kind,
    version,
    title,
    status,
    isCurrent,
    publishedAt: timeText(publishedAt),
    publishedBy: publishedBy ?? null,
    updateTime: formatDateTime(updatedAt),
  }) satisfies AdminAgreementRow;

export async function listAgreements(ctx: AppContext, query: AdminAgreementListQuery) {
  const { rows, total } = await findAgreementPage(ctx.db, query);
  return { items: rows.map(adminRow), total };
}

export async function getAgreement(ctx: AppContext, id: number): Promise<AdminAgreementDetail> {
  const row = await findAgreement(ctx.db, id);
  if (!row) throw AppError.notFound(am.notFound);
  return { ...adminRow(row), content: row.content };
}

const cleanText = <T extends { title: string; content: string }>(body: T) => ({
  ...body,
  content: sanitizeRichText(body.content),
});

/** A new draft of one kind, numbered after every version it has; one draft per kind at a time. */
export async function createAgreementDraft(
  ctx: AppContext,
  request: FastifyRequest,
  editor: Principal,
  body: AgreementDraftBody,
) {
  const { kind, title, content } = cleanText(body);
  try {
    return await ctx.db.transaction(async (tx) => {
      const version = await nextVersion(tx, kind);
      const id = await insertDraft(tx, {
        kind,
        version,
        title,
        content,
        userId: editor.userId,
        now: new Date(ctx.now()),
      });
      await recordAudit(tx, request, audit(editor, 'agreement.create', { id, kind, version, title }));
      return { id, version };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(am.draftExists);
    throw error;
  }
}

const audit = (
  editor: Principal,
  action: 'agreement.create' | 'agreement.update' | 'agreement.publish' | 'agreement.delete',
  row: { id: number; kind: string; version: number; title: string },
) => ({
  action,
  userId: editor.userId,
  subject: row.title,
  objectType: 'agreement' as const,
  objectId: row.id,
  detail: { kind: row.kind, version: row.version },
});

/** Locks a draft for a change; a published version answers 409 (it never changes), a missing one 404. */
async function lockedDraft(tx: Queryable, id: number) {
  const row = await lockAgreement(tx, id);
  if (!row) throw AppError.notFound(am.notFound);
  if (row.status !== 'draft') throw AppError.conflict(am.immutable);
  return row;
}

export async function editAgreementDraft(
  ctx: AppContext,
  request: FastifyRequest,
  editor: Principal,
  target: { id: number; body: AgreementEditBody },
) {
  const { title, content } = cleanText(target.body);
  await ctx.db.transaction(async (tx) => {
    const row = await lockedDraft(tx, target.id);
    await updateDraft(tx, row.id, { title, content, userId: editor.userId, now: new Date(ctx.now()) });
    await recordAudit(tx, request, audit(editor, 'agreement.update', { ...row, title }));
  });
}

/**
 * Publishes a draft: from now on it is the current version of its kind, people are asked to agree to it
 * at their next login or token refresh, and it never changes again (a database trigger holds it).
 */
export async function publishAgreement(ctx: AppContext, request: FastifyRequest, editor: Principal, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    await publishDraft(tx, row.id, { userId: editor.userId, now: new Date(ctx.now()) });
    await recordAudit(tx, request, audit(editor, 'agreement.publish', row));
  });
}

export async function removeAgreementDraft(ctx: AppContext, request: FastifyRequest, editor: Principal, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedDraft(tx, id);
    await deleteDraft(tx, row.id);
    await recordAudit(tx, request, audit(editor, 'agreement.delete', row));
  });
}

/**
 * Version 1 of each agreement on the first start, published, naming the deployment's operator and
 * contacts. A kind that has any version is left as its editors keep it.
 */
export async function seedAgreements(db: Queryable, parties: AgreementParties, now: Date) {
  const texts = firstVersions(parties);
  for (const kind of AGREEMENT_KINDS) {
    if (await hasAnyVersion(db, kind)) continue;
    const { title, content } = texts[kind];
    await db
      .insert(agreements)
      .values({ kind, version: 1, title, content: sanitizeRichText(content), status: 'published', publishedAt: now })
      .onConflictDoNothing();
  }
}

/**
 * The demo province's people agreed when they were made up: every account gets the current versions,
 * so a demo login goes straight in (accounts made later consent as anyone does).
 */
export async function consentDemoAccounts(db: Queryable, now: Date) {
  await db.execute(sql`
    insert into ${agreementConsents} (user_id, kind, version, consented_at, ip)
    select u.id, c.kind, c.version, ${now.toISOString()}::timestamptz, 'demo'
    from users u
    cross join (select distinct on (kind) kind, version from ${agreements}
                where status = 'published' order by kind, version desc) c
    on conflict do nothing`);
}
