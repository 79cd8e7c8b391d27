import {
  type AdminContentListQuery,
  type AdminContentRow,
  type ContentKind,
  type ContentStatus,
  contentMessages as cm,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import { type AuditEntry, recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import {
  deleteContent,
  findAdminOne,
  findAdminPage,
  insertContent,
  moveContent,
  updateContent,
} from './content.repository';
import type { ContentRow } from './content.table';
import { preparedForm } from './content-checks';
import { type ContentKindSpec, shownTime } from './content-kind';

/** The back office's row of any kind: its title and grouping field under common names. */
function adminRow(row: ContentRow, updaterName: string | null, companyName: string | null): AdminContentRow {
  return {
    id: String(row.id),
    title: row.title,
    group: row.groupValue,
    status: row.status as ContentStatus,
    orderNumber: row.orderNumber,
    publishTime: shownTime(row.publishTime),
    updateTime: shownTime(row.updatedAt),
    updaterName: updaterName ?? '',
    companyName: companyName ?? '',
  };
}

export async function listContent(ctx: AppContext, kind: ContentKind, query: AdminContentListQuery) {
  const { rows, total } = await findAdminPage(ctx.db, kind, query);
  return { items: rows.map(({ row, updaterName, companyName }) => adminRow(row, updaterName, companyName)), total };
}

/** One item as its editor loads it: the kind's fields and the back office's. */
export async function getContent(ctx: AppContext, spec: ContentKindSpec, id: number) {
  const found = await findAdminOne(ctx.db, spec.kind, id);
  if (!found) throw AppError.notFound(cm.notFound);
  const { row, updaterName } = found;
  return {
    ...spec.toDetail(row),
    id: String(row.id),
    status: row.status,
    orderNumber: row.orderNumber,
    publishTime: shownTime(row.publishTime),
    createTime: shownTime(row.createdAt),
    updateTime: shownTime(row.updatedAt),
    updaterName: updaterName ?? '',
  };
}

/** The help menu lists the published guides through a dictionary: a guide's change shows there at once. */
function changed(ctx: AppContext, kind: ContentKind) {
  if (kind === 'guides') ctx.dictionaries.forget('operation.guide');
}

/** The audit row of an operator's change to one item. */
const audit = (
  operator: Principal,
  action: 'create' | 'update' | 'delete' | keyof typeof MOVES,
  kind: ContentKind,
  item: { id: number; title: string },
): AuditEntry => ({
  action: `content.${action}`,
  userId: operator.userId,
  subject: item.title,
  objectType: 'content',
  objectId: item.id,
  detail: { kind, id: item.id },
});

/** A new item starts as a draft, invisible to the public until published. */
export async function createContent(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  spec: ContentKindSpec,
  form: Record<string, unknown>,
) {
  const parts = spec.toRow(await preparedForm(ctx, spec, form));
  const id = await ctx.db.transaction(async (tx) => {
    const created = await insertContent(tx, {
      kind: spec.kind,
      parts,
      userId: operator.userId,
      now: new Date(ctx.now()),
    });
    await recordAudit(tx, request, audit(operator, 'create', spec.kind, { id: created, title: parts.title }));
    return created;
  });
  changed(ctx, spec.kind);
  return id;
}

/** Replaces the form; a published item shows the change at once. */
export async function editContent(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  spec: ContentKindSpec,
  target: { id: number; form: Record<string, unknown> },
) {
  const parts = spec.toRow(await preparedForm(ctx, spec, target.form));
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const row = await updateContent(tx, { kind: spec.kind, id: target.id, parts, userId: operator.userId, now });
    if (!row) throw AppError.notFound(cm.notFound);
    await recordAudit(tx, request, audit(operator, 'update', spec.kind, row));
  });
  changed(ctx, spec.kind);
}

const MOVES = {
  publish: { from: ['draft', 'unpublished'], to: 'published', refused: cm.alreadyPublished },
  unpublish: { from: ['published'], to: 'unpublished', refused: cm.notPublished },
} as const;

/** Publishes or unpublishes; from any other status the answer is 409 with why. */
export async function moveContentStatus(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  target: { kind: ContentKind; id: number; action: keyof typeof MOVES },
) {
  const move = MOVES[target.action];
  await ctx.db.transaction(async (tx) => {
    const now = new Date(ctx.now());
    const row = await moveContent(tx, {
      kind: target.kind,
      id: target.id,
      from: [...move.from],
      to: move.to,
      userId: operator.userId,
      now,
    });
    if (!row) {
      if (!(await findAdminOne(tx, target.kind, target.id))) throw AppError.notFound(cm.notFound);
      throw AppError.conflict(move.refused);
    }
    await recordAudit(tx, request, audit(operator, target.action, target.kind, row));
  });
  changed(ctx, target.kind);
}

export async function removeContent(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  target: { kind: ContentKind; id: number },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteContent(tx, target.kind, target.id);
    if (!row) throw AppError.notFound(cm.notFound);
    await recordAudit(tx, request, audit(operator, 'delete', target.kind, row));
  });
  changed(ctx, target.kind);
}
