import type { AuditBreakReason, AuditVerification } from '@dtmm/shared';
import { asc, gt, isNull, sql } from 'drizzle-orm';
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

/**
 * Walks the audit log's hash chain (docs/audit.md) in batches by sequence and names the first row
 * that breaks it: edited ('hash mismatch'), after a deleted row ('gap'), pointing at another
 * predecessor ('prev mismatch'), or, the chain being whole, a row outside it ('unchained').
 */
export async function verifyAuditChain(db: Database, batchSize = BATCH_SIZE): Promise<AuditVerification> {
  let previous: { chainSeq: number; hash: string | null } = { chainSeq: 0, hash: '' };
  let checked = 0;
  for (;;) {
    const links = await linksAfter(db, previous.chainSeq, batchSize);
    for (const link of links) {
      const reason = breakOf(link, previous);
      if (reason) {
        return {
          ok: false,
          checked,
          firstBroken: { id: String(link.id), chainSeq: link.chainSeq, reason },
          head: null,
        };
      }
      checked += 1;
      previous = { chainSeq: link.chainSeq ?? 0, hash: link.hash };
    }
    if (links.length < batchSize) break;
  }
  const [outside] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(isNull(auditLog.chainSeq))
    .orderBy(asc(auditLog.id))
    .limit(1);
  if (outside) {
    return {
      ok: false,
      checked,
      firstBroken: { id: String(outside.id), chainSeq: null, reason: 'unchained' },
      head: null,
    };
  }
  const head = checked > 0 && previous.hash !== null ? { chainSeq: previous.chainSeq, hash: previous.hash } : null;
  return { ok: true, checked, firstBroken: null, head };
}
