import {
  type ClientErrorEntry,
  type ClientErrorKind,
  type ClientErrorListQuery,
  type ClientErrorReport,
  type ClientErrorRow,
  formatDateTime,
} from '@dtmm/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import {
  deleteClientErrorsSeenBefore,
  findClientError,
  findClientErrorPage,
  upsertClientError,
} from './client-errors.repository';
import { fingerprintOf, routePatternOf } from './fingerprint';
import { scrubText } from './scrub';

/**
 * POST /api/dtmm/client-errors: the report scrubbed of anything personal, then counted into its
 * error's row. Who sent it is neither read nor kept; nor is it audited (no one acted on the platform).
 */
export async function recordClientError(ctx: AppContext, report: ClientErrorReport): Promise<void> {
  const message = scrubText(report.message);
  const stack = report.stack ? scrubText(report.stack) : undefined;
  const route = routePatternOf(scrubText(report.route));
  const fingerprint = fingerprintOf({ kind: report.kind, message, stack, route });
  const browser = report.browser?.trim() ? scrubText(report.browser.trim()) : null;
  const release = scrubText(report.release);
  await upsertClientError(
    ctx.db,
    { fingerprint, kind: report.kind, message, stack: stack ?? null, route, release, browser },
    new Date(ctx.now()),
  );
}

type Found = Awaited<ReturnType<typeof findClientErrorPage>>['rows'][number];

const rowOf = ({ id, kind, firstSeenAt, lastSeenAt, ...row }: Found): ClientErrorRow => ({
  ...row,
  id: String(id),
  kind: kind as ClientErrorKind,
  firstSeen: formatDateTime(firstSeenAt),
  lastSeen: formatDateTime(lastSeenAt),
});

/** GET /api/admin/client-errors: one page, filtered. */
export async function listClientErrors(ctx: AppContext, query: ClientErrorListQuery) {
  const { rows, total } = await findClientErrorPage(ctx.db, query);
  return { items: rows.map(rowOf), total };
}

/** GET /api/admin/client-errors/{id}: one error with its stack. */
export async function getClientError(ctx: AppContext, id: number): Promise<ClientErrorEntry> {
  const found = await findClientError(ctx.db, id);
  if (!found) throw AppError.notFound();
  const { stack, ...row } = found;
  return { ...rowOf(row), stack };
}

/**
 * Deletes the errors not seen for DTMM_CLIENT_ERROR_DAYS (a retention rule): bounds the table against
 * a sender who varies its messages within the rate limit. Answers how many went.
 */
export function expireClientErrors(ctx: Pick<AppContext, 'db' | 'config' | 'now'>): Promise<number> {
  return deleteClientErrorsSeenBefore(ctx.db, new Date(ctx.now() - ctx.config.retention.clientErrorMs));
}
