import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { expireEndedSessions } from '../auth/sessions.service';
import { expireClientErrors } from '../client-errors/client-errors.service';

type RetentionContext = Pick<AppContext, 'db' | 'config' | 'now'>;

/**
 * One kind of stored data that is deleted once older than its configured period (docs/compliance.md,
 * "Retention"); `expire` deletes what is past it and answers how many rows went. The other kinds are
 * deleted elsewhere: SMS codes and login counters by the key-value store's own expiry, request logs by
 * the host's journal, and the audit trail not at all.
 */
interface RetentionRule {
  name: string;
  expire(ctx: RetentionContext): Promise<number>;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  { name: 'clientErrors', expire: expireClientErrors },
  { name: 'endedSessions', expire: expireEndedSessions },
];

/** How often a running instance sweeps; every instance does, each delete being idempotent. */
export const RETENTION_SWEEP_MS = 3_600_000;

/**
 * Runs every rule once: what each deleted, by name. A rule that fails is logged and the others still
 * run; the next sweep tries it again.
 */
export async function sweepRetention(
  ctx: RetentionContext,
  log: FastifyInstance['log'],
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) {
    try {
      deleted[rule.name] = await rule.expire(ctx);
    } catch (error) {
      log.error({ err: error, rule: rule.name }, 'retention: sweep failed');
    }
  }
  return deleted;
}

/**
 * Sweeps once at start, then hourly. The timer does not hold the process open, and closing the app
 * stops it and waits for a sweep under way, so the database is not closed beneath it.
 */
export async function startRetentionSweeper(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepRetention(ctx, app.log).then((deleted) => {
      const any = Object.values(deleted).some((count) => count > 0);
      if (any) app.log.info({ deleted }, 'retention: expired rows deleted');
    });
    return running;
  };
  await sweep();
  const timer = setInterval(sweep, RETENTION_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
