import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { deleteClientErrorsSeenBefore } from './client-errors.repository';

/** How often a running instance looks for expired errors; every instance does, the delete being idempotent. */
export const CLIENT_ERROR_SWEEP_MS = 3_600_000;

/** Deletes the errors not seen for DTMM_CLIENT_ERROR_DAYS; answers how many went. */
export function expireClientErrors(ctx: AppContext): Promise<number> {
  return deleteClientErrorsSeenBefore(ctx.db, new Date(ctx.now() - ctx.config.clientErrorRetentionMs));
}

/**
 * Keeps the table bounded against a sender who varies its messages within the rate limit: expires
 * once at start, then hourly. The timer does not hold the process open, and closing the app stops it
 * and waits for a sweep under way, so the database is not closed beneath it. A failed sweep is
 * logged and the next one tries again.
 */
export async function startClientErrorExpiry(app: FastifyInstance, ctx: AppContext): Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = expireClientErrors(ctx).then(
      (deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'client errors: expired rows deleted');
      },
      (error: unknown) => app.log.error({ err: error }, 'client errors: expiry failed'),
    );
    return running;
  };
  await sweep();
  const timer = setInterval(sweep, CLIENT_ERROR_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
