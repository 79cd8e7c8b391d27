import { messages, ResultCode } from '@dtmm/shared';
import { and, count, eq, gte, isNull, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../plugins/errors';
import type { Principal } from '../auth/principal';
import { files } from './files.table';

const MB = 1024 * 1024;
const MINUTE_MS = 60_000;
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight of the day `now` falls in, China time: daily quotas turn over when the province's day does. */
export function startOfChinaDay(now: number): Date {
  const day = Math.floor((now + CHINA_OFFSET_MS) / 86_400_000);
  return new Date(day * 86_400_000 - CHINA_OFFSET_MS);
}

/**
 * Upload requests one person may make a minute, counted in the key-value store so every instance
 * agrees; refused before a byte of the body is read (issue 11, finding 3).
 */
export async function claimUploadSlot(ctx: AppContext, principal: Principal): Promise<void> {
  const window = Math.floor(ctx.now() / MINUTE_MS);
  const made = await ctx.kv.increment(`upload:rate:${principal.userId}:${window}`, MINUTE_MS);
  if (made > ctx.config.uploadQuota.perMinute) {
    throw new AppError(ResultCode.tooManyRequests, messages.file.uploadTooOften);
  }
}

/**
 * May `principal` keep `incoming` more files of `bytes` in all? Today's uploads of the person (files
 * and bytes) and everything kept by their company — or by them, without one — stay within the quota.
 */
export async function assertWithinQuota(
  ctx: AppContext,
  principal: Principal,
  incoming: { files: number; bytes: number },
) {
  const quota = ctx.config.uploadQuota;
  const since = startOfChinaDay(ctx.now());
  const [today] = await ctx.db
    .select({ files: count(), bytes: sum(files.fileSize) })
    .from(files)
    .where(and(eq(files.ownerUserId, principal.userId), gte(files.createdAt, since)));
  const todayBytes = Number(today?.bytes ?? 0);
  if ((today?.files ?? 0) + incoming.files > quota.dailyFiles || todayBytes + incoming.bytes > quota.dailyBytes) {
    throw new AppError(ResultCode.tooManyRequests, messages.file.dailyQuota(quota.dailyFiles, quota.dailyBytes / MB));
  }
  const owner =
    principal.companyId === null
      ? and(eq(files.ownerUserId, principal.userId), isNull(files.ownerCompanyId))
      : eq(files.ownerCompanyId, principal.companyId);
  const limit = principal.companyId === null ? quota.personBytes : quota.companyBytes;
  const [kept] = await ctx.db
    .select({ bytes: sum(files.fileSize) })
    .from(files)
    .where(owner);
  if (Number(kept?.bytes ?? 0) + incoming.bytes > limit) {
    throw new AppError(ResultCode.payloadTooLarge, messages.file.storageQuota(limit / MB));
  }
}
