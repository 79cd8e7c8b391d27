import {
  type AdminDictionaryItem,
  COMPUTED_DICTIONARY_CODES,
  type DictionaryCode,
  dictionaryAdminMessages as dm,
} from '@dtmm/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { type AuditEntry, recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { dictionaryItems as d } from './dictionaries.table';

interface ItemFields {
  label: string;
  value: string;
  sortOrder: number;
  isEnabled: boolean;
}

function assertEditable(code: string) {
  if ((COMPUTED_DICTIONARY_CODES as readonly string[]).includes(code)) throw AppError.badRequest(dm.computed);
}

export async function listItems(ctx: AppContext, code: DictionaryCode): Promise<AdminDictionaryItem[]> {
  const rows = await ctx.db.select().from(d).where(eq(d.code, code)).orderBy(asc(d.sortOrder), asc(d.id));
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** One value per code: checked under the row lock of the code's items, and by the unique index. */
async function assertFreeValue(tx: Transaction, code: string, value: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.code, code), eq(d.value, value), exceptId === undefined ? undefined : ne(d.id, exceptId)));
  if (taken) throw AppError.conflict(dm.duplicateValue);
}

const audited = (
  operator: Principal,
  action: 'create' | 'update' | 'delete',
  code: string,
  detail: { id: number; [field: string]: unknown },
): AuditEntry => ({
  action: `dictionary.${action}`,
  userId: operator.userId,
  subject: code,
  objectType: 'dictionaryItem',
  objectId: detail.id,
  detail,
});

export async function addItem(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  item: ItemFields & { code: DictionaryCode },
) {
  assertEditable(item.code);
  const id = await ctx.db.transaction(async (tx) => {
    await assertFreeValue(tx, item.code, item.value);
    const [row] = await tx
      .insert(d)
      .values({ ...item, updatedAt: new Date(ctx.now()) })
      .onConflictDoNothing()
      .returning({ id: d.id });
    if (!row) throw AppError.conflict(dm.duplicateValue);
    await recordAudit(tx, request, audited(operator, 'create', item.code, { id: row.id, ...item }));
    return row.id;
  });
  ctx.dictionaries.forget(item.code);
  return id;
}

async function lockItem(tx: Transaction, id: number) {
  const [row] = await tx.select().from(d).where(eq(d.id, id)).for('update');
  if (!row) throw AppError.notFound(dm.notFound);
  assertEditable(row.code);
  return row;
}

export async function changeItem(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  change: { id: number; fields: ItemFields },
) {
  const code = await ctx.db.transaction(async (tx) => {
    const row = await lockItem(tx, change.id);
    await assertFreeValue(tx, row.code, change.fields.value, change.id);
    await tx
      .update(d)
      .set({ ...change.fields, updatedAt: new Date(ctx.now()) })
      .where(eq(d.id, change.id));
    const before = { label: row.label, value: row.value, sortOrder: row.sortOrder, isEnabled: row.isEnabled };
    await recordAudit(
      tx,
      request,
      audited(operator, 'update', row.code, { id: change.id, before, after: change.fields }),
    );
    return row.code;
  });
  ctx.dictionaries.forget(code);
}

export async function removeItem(ctx: AppContext, request: FastifyRequest, operator: Principal, id: number) {
  const code = await ctx.db.transaction(async (tx) => {
    const row = await lockItem(tx, id);
    await tx.delete(d).where(eq(d.id, id));
    await recordAudit(tx, request, audited(operator, 'delete', row.code, { id, label: row.label, value: row.value }));
    return row.code;
  });
  ctx.dictionaries.forget(code);
}
