import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import {
  certificationEvents,
  certificationRequests,
} from '../../apps/server/src/modules/certifications/certifications.table';
import { type CompanyRow, companies } from '../../apps/server/src/modules/companies/companies.table';
import { notifications } from '../../apps/server/src/modules/notifications/notifications.table';
import { users } from '../../apps/server/src/modules/users/users.table';

/**
 * Hostile text written straight into the database, as if it had slipped past validation: the worst
 * case the web app must still render as text. Built around the demo province's provider 龙城 (its
 * ADMIN lc_admin reads the user centre) and rows of our own for the lists.
 */

const PROVIDER_CREDIT_CODE = '91140100MA0KD2P6XR';
/** Nine members beside lc_admin fill the members page's first page of ten. */
export const MEMBER_COUNT = 9;
/** Users outside any company, found in /admin/users by their phone prefix. */
export const ACCOUNT_PHONE_PREFIX = '1991111';
export const ACCOUNT_COUNT = 30;
/** Providers of our own; with the demo's five they fill one directory page of 30. */
export const DIRECTORY_COUNT = 25;

export interface Stage {
  db: Database;
  providerId: number;
  providerCreditCode: string;
  readerId: number;
  memberIds: number[];
  accountIds: number[];
  directoryIds: number[];
  requestId: number;
  rejectEventIds: number[];
}

async function idOf(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`demo user ${username} is missing`);
  return row.id;
}

async function insertUsers(db: Database, phonePrefix: string, count: number, companyId: number | null) {
  const rows = Array.from({ length: count }, (_, n) => ({
    username: `xss_${phonePrefix}_${n}`,
    phone: `${phonePrefix}${String(n).padStart(11 - phonePrefix.length, '0')}`,
    passwordHash: 'never-logs-in',
    companyId,
    companyRole: companyId === null ? null : ('USER' as const),
  }));
  return (await db.insert(users).values(rows).returning({ id: users.id })).map((row) => row.id);
}

async function insertDirectory(db: Database, provider: CompanyRow) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...profile } = provider;
  const rows = Array.from({ length: DIRECTORY_COUNT }, (_, n) => ({
    ...profile,
    companyName: `xss-provider-${n}`,
    socialCreditCode: `XSS${String(n).padStart(15, '0')}`,
  }));
  return (await db.insert(companies).values(rows).returning({ id: companies.id })).map((row) => row.id);
}

/** A rejected provider request of 三晋数智 with two submissions and two rejections. */
async function insertRejectedRequest(db: Database, operatorId: number) {
  const applicantUserId = await idOf(db, 'sz_admin');
  const [request] = await db
    .insert(certificationRequests)
    .values({ certifyType: '服务商', status: 0, applicantUserId, payload: {}, decidedBy: operatorId })
    .returning({ id: certificationRequests.id });
  if (!request) throw new Error('the request was not inserted');
  const events = (['submit', 'reject', 'submit', 'reject'] as const).map((action, n) => ({
    requestId: request.id,
    action,
    actorUserId: action === 'reject' ? operatorId : applicantUserId,
    at: new Date(Date.now() - (4 - n) * 60_000),
  }));
  const inserted = await db.insert(certificationEvents).values(events).returning();
  return { requestId: request.id, rejectEventIds: inserted.filter((e) => e.action === 'reject').map((e) => e.id) };
}

export async function stageHostileData(db: Database): Promise<Stage> {
  const [provider] = await db.select().from(companies).where(eq(companies.socialCreditCode, PROVIDER_CREDIT_CODE));
  if (!provider) throw new Error('the demo provider 龙城 is missing');
  return {
    db,
    providerId: provider.id,
    providerCreditCode: PROVIDER_CREDIT_CODE,
    readerId: await idOf(db, 'lc_admin'),
    memberIds: await insertUsers(db, '1990000', MEMBER_COUNT, provider.id),
    accountIds: await insertUsers(db, ACCOUNT_PHONE_PREFIX, ACCOUNT_COUNT, null),
    directoryIds: await insertDirectory(db, provider),
    ...(await insertRejectedRequest(db, await idOf(db, 'operator'))),
  };
}

/** `texts` spread over `keys` in order; keys beyond the batch get a plain filler. */
export const spread = (keys: readonly string[], texts: readonly string[]) =>
  Object.fromEntries(keys.map((key, n) => [key, texts[n] ?? `xss-filler-${key}`]));

/** The company's text columns (the free-text ones among them are what the pages show). */
export type CompanyTextField = {
  [K in keyof CompanyRow]: CompanyRow[K] extends string | null ? K : never;
}[keyof CompanyRow];

export async function plantCompany(stage: Stage, fields: readonly CompanyTextField[], texts: readonly string[]) {
  await stage.db.update(companies).set(spread(fields, texts)).where(eq(companies.id, stage.providerId));
}

/** Usernames are unique: whoever holds one of `texts` from an earlier batch gives it up first. */
export async function plantUsernames(stage: Stage, ids: readonly number[], texts: readonly string[]) {
  const { db } = stage;
  for (const id of ids)
    await db
      .update(users)
      .set({ username: `xss_user_${id}` })
      .where(eq(users.id, id));
  await db
    .update(users)
    .set({ username: sql`'xss_free_' || ${users.id}` })
    .where(inArray(users.username, [...texts]));
  for (const [n, id] of ids.entries()) {
    if (texts[n] !== undefined) await db.update(users).set({ username: texts[n] }).where(eq(users.id, id));
  }
}

export async function plantDirectoryNames(stage: Stage, texts: readonly string[]) {
  for (const [n, id] of stage.directoryIds.entries()) {
    const companyName = texts[n] ?? `xss-provider-${n}`;
    await stage.db.update(companies).set({ companyName }).where(eq(companies.id, id));
  }
}

/** Ten messages for lc_admin: a title and a content each. */
export async function plantMessages(stage: Stage, texts: readonly string[]) {
  const { db, readerId } = stage;
  await db.delete(notifications).where(eq(notifications.userId, readerId));
  const rows = Array.from({ length: Math.ceil(texts.length / 2) }, (_, n) => ({
    userId: readerId,
    title: texts[2 * n] ?? 'xss-filler-title',
    content: texts[2 * n + 1] ?? 'xss-filler-content',
  }));
  await db.insert(notifications).values(rows);
}

/** A provider's own free-text fields: on its certification request and on its provider page. */
export const PROVIDER_FIELDS = [
  'contactName',
  'contactPhone',
  'contactPosition',
  'companyWebsite',
  'serviceProviderIntroduction',
  'industryAdvantage',
  'coreProductService',
] as const satisfies readonly CompanyTextField[];
const REQUEST_FIELDS = ['companyName', ...PROVIDER_FIELDS] as const;
/** The payload's free-text fields, the reject reason and the two rejections' reasons in the history. */
export const REQUEST_SLOTS = REQUEST_FIELDS.length + 3;

export async function plantRequest(stage: Stage, texts: readonly string[]) {
  const { db, requestId, rejectEventIds } = stage;
  const reasons = texts.slice(REQUEST_FIELDS.length);
  const payload = spread(REQUEST_FIELDS, texts);
  const rejectReason = reasons[0] ?? 'xss-filler-reason';
  await db.update(certificationRequests).set({ payload, rejectReason }).where(eq(certificationRequests.id, requestId));
  for (const [n, id] of rejectEventIds.entries()) {
    const reason = reasons[n + 1] ?? 'xss-filler-reason';
    await db
      .update(certificationEvents)
      .set({ reason })
      .where(and(eq(certificationEvents.id, id), eq(certificationEvents.requestId, requestId)));
  }
}
