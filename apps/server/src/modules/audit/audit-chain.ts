import type { AuditBreakReason, AuditHead, AuditVerification } from '@dtmm/shared';
import { asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from './audit.table';

const BATCH_SIZE = 1000;

interface ChainLink {
  id: number;
  chainSeq: number | null;
  prevHash: string | null;
  hash: string | null;
  /** The hash the database computes now from the row as stored. */
  recomputed: string | null;
}

type Broken = NonNullable<AuditVerification['firstBroken']>;
type ChainHead = NonNullable<AuditVerification['head']>;

/** What is wrong with `row` following `previous` (the chain's start is sequence 0 with hash ''), if anything. */
function breakOf(row: ChainLink, previous: { chainSeq: number; hash: string | null }): AuditBreakReason | null {
  if (row.chainSeq !== previous.chainSeq + 1) return 'gap';
  if (row.prevHash !== previous.hash) return 'prev mismatch';
  if (row.recomputed === null || row.recomputed !== row.hash) return 'hash mismatch';
  return null;
}

/** The rows after `afterSeq` in chain order, each with its hash recomputed by the migration's own function. */
const linksAfter = (db: Database, afterSeq: number, limit: number): Promise<ChainLink[]> =>
  db
    .select({
      id: auditLog.id,
      chainSeq: auditLog.chainSeq,
      prevHash: auditLog.prevHash,
      hash: auditLog.hash,
      recomputed: sql<string | null>`audit_log_row_hash(${auditLog}, ${auditLog.prevHash})`,
    })
    .from(auditLog)
    .where(gt(auditLog.chainSeq, afterSeq))
    .orderBy(asc(auditLog.chainSeq))
    .limit(limit);

/** Walks the chained rows in batches by sequence: how many hold, the first that breaks, and the last one. */
async function walkChain(db: Database, batchSize: number) {
  let previous = { id: 0, chainSeq: 0, hash: '' as string | null };
  let checked = 0;
  for (;;) {
    const links = await linksAfter(db, previous.chainSeq, batchSize);
    for (const link of links) {
      const reason = breakOf(link, previous);
      if (reason) return { checked, broken: { id: String(link.id), chainSeq: link.chainSeq, reason }, last: null };
      checked += 1;
      previous = { id: link.id, chainSeq: link.chainSeq ?? 0, hash: link.hash };
    }
    if (links.length < batchSize) break;
  }
  const last =
    checked > 0 && previous.hash !== null ? { ...previous, id: String(previous.id), hash: previous.hash } : null;
  return { checked, broken: null, last };
}

/** The first row written around the trigger (no sequence), if any. */
async function unchainedRow(db: Database): Promise<Broken | null> {
  const [outside] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(isNull(auditLog.chainSeq))
    .orderBy(asc(auditLog.id))
    .limit(1);
  return outside ? { id: String(outside.id), chainSeq: null, reason: 'unchained' } : null;
}

/**
 * Whether the head noted earlier still stands. Called once the chain is whole, so a row found with
 * that hash is reached by it; deleting the newest rows or rewriting the chain from an older row on
 * leaves a consistent chain that only this comparison contradicts.
 */
async function anchorBreak(db: Database, anchor: AuditHead): Promise<Broken | null> {
  const [row] = await db
    .select({ chainSeq: auditLog.chainSeq, hash: auditLog.hash })
    .from(auditLog)
    .where(eq(auditLog.id, anchor.id));
  const id = String(anchor.id);
  if (!row) return { id, chainSeq: null, reason: 'anchor missing' };
  return row.hash === anchor.hash ? null : { id, chainSeq: row.chainSeq, reason: 'anchor mismatch' };
}

export interface ChainCheck {
  /** A head noted outside the database (`audit:head`): the chain must still reach it unchanged. */
  head?: AuditHead | undefined;
  batchSize?: number;
}

/**
 * Walks the audit log's hash chain (docs/audit.md) in batches by sequence and names the first row
 * that breaks it: edited ('hash mismatch'), after a deleted row ('gap'), pointing at another
 * predecessor ('prev mismatch'), or, the chain being whole, a row outside it ('unchained') or a
 * noted head that is gone ('anchor missing') or different ('anchor mismatch').
 */
export async function verifyAuditChain(db: Database, check: ChainCheck = {}): Promise<AuditVerification> {
  const walk = await walkChain(db, check.batchSize ?? BATCH_SIZE);
  const broken = walk.broken ?? (await unchainedRow(db)) ?? (check.head ? await anchorBreak(db, check.head) : null);
  if (broken) return { ok: false, checked: walk.checked, firstBroken: broken, head: null };
  return { ok: true, checked: walk.checked, firstBroken: null, head: walk.last };
}

/** The newest chained row, read without walking the chain (`audit:head`); null for an empty log. */
export async function findAuditChainHead(db: Database): Promise<ChainHead | null> {
  const [row] = await db
    .select({ id: auditLog.id, chainSeq: auditLog.chainSeq, hash: auditLog.hash })
    .from(auditLog)
    .where(isNotNull(auditLog.chainSeq))
    .orderBy(desc(auditLog.chainSeq))
    .limit(1);
  if (!row || row.chainSeq === null || row.hash === null) return null;
  return { id: String(row.id), chainSeq: row.chainSeq, hash: row.hash };
}
