import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';
import {
  certificationEvents,
  certificationRequests,
} from '../../apps/server/src/modules/certifications/certifications.table';
import { type CompanyRow, companies } from '../../apps/server/src/modules/companies/companies.table';
import { notifications } from '../../apps/server/src/modules/notifications/notifications.table';
import { solutionReviews, solutions } from '../../apps/server/src/modules/solutions/solutions.table';
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
/**
 * Solutions of 龙城 of our own, all newer than the demo's six: the rejected ones first, then the
 * approved ones, so together they fill the first page of ten of /user/solution; the approved ones
 * (the newest ids) lead the public catalogue's first page of ten.
 */
export const REJECTED_SOLUTION_COUNT = 4;
export const APPROVED_SOLUTION_COUNT = 6;
/** Users outside any company who submitted and decided the first rejected solution (its history). */
const REVIEWER_PHONE_PREFIX = '1992222';

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
  /** 龙城's rejected solutions, newest first; the first has a review history. */
  rejectedSolutionIds: number[];
  /** 龙城's approved solutions, newest first. */
  approvedSolutionIds: number[];
  /** The first rejected solution's two rejections in its history. */
  solutionRejectionIds: number[];
  /** Its submitter and its reviewer, whose usernames the history shows. */
  solutionReviewerIds: number[];
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

/** Scenarios, industries and areas are dictionary values, as the demo's solutions use them. */
const SOLUTION_BASE = {
  serviceCategory: ['能源管理', '设备管理'],
  serviceTarget: ['焦化'],
  serviceArea: ['1411'],
  contactPerson: 'xss-contact',
  contactPhone: '0351-7283516',
  imageFileIds: [],
};

/** 龙城's rejected and approved solutions, and the first rejected one's history: submit, reject, submit, reject. */
async function insertSolutions(db: Database, companyId: number, submitterId: number) {
  const now = Date.now();
  const nameOf = (tableFlag: '0' | '1', n: number) => `xss-solution-${tableFlag}-${n}`;
  const row = (tableFlag: '0' | '1', n: number, ageMs: number) => ({
    ...SOLUTION_BASE,
    companyId,
    solutionName: nameOf(tableFlag, n),
    tableFlag,
    opinion: tableFlag === '0' ? 'xss-opinion' : '',
    createdBy: submitterId,
    updatedBy: submitterId,
    updatedAt: new Date(now - ageMs),
  });
  // All newer than the demo's (days old), the rejected ones newest: they lead /user/solution.
  const rows = [
    ...Array.from({ length: REJECTED_SOLUTION_COUNT }, (_, n) => row('0', n, 60_000 + n * 1000)),
    ...Array.from({ length: APPROVED_SOLUTION_COUNT }, (_, n) => row('1', n, 120_000 + n * 1000)),
  ];
  const inserted = await db
    .insert(solutions)
    .values(rows)
    .returning({ id: solutions.id, name: solutions.solutionName });
  const idOfName = new Map(inserted.map((r) => [r.name, r.id]));
  const idsOf = (tableFlag: '0' | '1', count: number) =>
    Array.from({ length: count }, (_, n) => idOfName.get(nameOf(tableFlag, n)) ?? 0);
  const rejectedSolutionIds = idsOf('0', REJECTED_SOLUTION_COUNT);
  const approvedSolutionIds = idsOf('1', APPROVED_SOLUTION_COUNT);
  const solutionReviewerIds = await insertUsers(db, REVIEWER_PHONE_PREFIX, 2, null);
  const [submitter, reviewer] = solutionReviewerIds;
  const history = (['submit', 'reject', 'submit', 'reject'] as const).map((decision, n) => ({
    solutionId: rejectedSolutionIds[0] ?? 0,
    decision,
    opinion: decision === 'reject' ? 'xss-opinion' : '',
    userId: decision === 'reject' ? reviewer : submitter,
    createdAt: new Date(now - (5 - n) * 60_000),
  }));
  const reviews = await db.insert(solutionReviews).values(history).returning();
  const solutionRejectionIds = reviews.filter((r) => r.decision === 'reject').map((r) => r.id);
  return { rejectedSolutionIds, approvedSolutionIds, solutionRejectionIds, solutionReviewerIds };
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
    ...(await insertSolutions(db, provider.id, await idOf(db, 'lc_admin'))),
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

/** A solution's plain-text columns, as the pages show them. */
export const SOLUTION_FIELDS = [
  'solutionName',
  'contactPerson',
  'solutionDescription',
  'solutionIntroduction',
  'applicationValue',
  'classicCases',
] as const;
type SolutionTextField = (typeof SOLUTION_FIELDS)[number] | 'opinion';

async function plantSolution(
  stage: Stage,
  id: number,
  values: Partial<Record<SolutionTextField | 'painPoints', string>>,
) {
  await stage.db.update(solutions).set(values).where(eq(solutions.id, id));
}

/**
 * The whole batch, raw, as the technical plan (painPoints): stored unsanitised, as if written before
 * a policy change or past the server's sanitiser. The page may show it only through RichText, so it
 * is not a slot: sanitised markup does not read back verbatim; what counts is that nothing runs.
 * Joined, a payload that leaves a `<script>` or a tag open swallows the ones after it (the sanitiser
 * drops them, as a browser would swallow them); rich-text.e2e.test.ts sanitises each one on its own.
 */
const rawPlan = (texts: readonly string[]) => texts.join('\n');

const firstOf = (ids: readonly number[]) => {
  const [id] = ids;
  if (id === undefined) throw new Error('no solution was staged');
  return id;
};

/** /user/solutionForm?mode=view of the first rejected solution: its fields and its opinion. */
const VIEW_FIELDS = [...SOLUTION_FIELDS, 'opinion'] as const;
export const SOLUTION_VIEW_SLOTS = VIEW_FIELDS.length;

export async function plantSolutionView(stage: Stage, texts: readonly string[]) {
  await plantSolution(stage, firstOf(stage.rejectedSolutionIds), {
    ...spread(VIEW_FIELDS, texts),
    painPoints: rawPlan(texts),
  });
}

/** /user/solution: every rejected entry's name and opinion, every approved entry's name. */
export const OWN_SOLUTIONS_SLOTS = 2 * REJECTED_SOLUTION_COUNT + APPROVED_SOLUTION_COUNT;

export async function plantOwnSolutions(stage: Stage, texts: readonly string[]) {
  const rejected = texts.slice(0, 2 * REJECTED_SOLUTION_COUNT);
  const approved = texts.slice(2 * REJECTED_SOLUTION_COUNT);
  for (const [n, id] of stage.rejectedSolutionIds.entries()) {
    await plantSolution(stage, id, {
      solutionName: rejected[2 * n] ?? `xss-solution-0-${n}`,
      opinion: rejected[2 * n + 1] ?? 'xss-opinion',
    });
  }
  for (const [n, id] of stage.approvedSolutionIds.entries()) {
    await plantSolution(stage, id, { solutionName: approved[n] ?? `xss-solution-1-${n}` });
  }
}

/**
 * /admin/solutions/:id of the first rejected solution: the provider's name, every field, the
 * current opinion, and in the history the two rejections' opinions and who submitted and decided.
 */
const REVIEW_FIELDS = ['companyName', ...VIEW_FIELDS] as const;
export const SOLUTION_REVIEW_SLOTS = REVIEW_FIELDS.length + 4;

export async function plantSolutionReview(stage: Stage, texts: readonly string[]) {
  const { db, solutionRejectionIds, solutionReviewerIds } = stage;
  const [companyName = 'xss-filler-companyName', ...fields] = texts.slice(0, REVIEW_FIELDS.length);
  await plantCompany(stage, ['companyName'], [companyName]);
  await plantSolution(stage, firstOf(stage.rejectedSolutionIds), {
    ...spread(VIEW_FIELDS, fields),
    painPoints: rawPlan(texts),
  });
  const history = texts.slice(REVIEW_FIELDS.length);
  for (const [n, id] of solutionRejectionIds.entries()) {
    const opinion = history[n] ?? 'xss-filler-opinion';
    await db.update(solutionReviews).set({ opinion }).where(eq(solutionReviews.id, id));
  }
  await plantUsernames(stage, solutionReviewerIds, history.slice(solutionRejectionIds.length));
}

/** /empowerment/provider/detail of the first approved solution: its name, provider, contact and sections. */
const DETAIL_FIELDS = ['companyName', ...SOLUTION_FIELDS] as const;
export const SOLUTION_DETAIL_SLOTS = DETAIL_FIELDS.length;

export async function plantSolutionDetail(stage: Stage, texts: readonly string[]) {
  const [companyName = 'xss-filler-companyName', ...fields] = texts;
  await plantCompany(stage, ['companyName'], [companyName]);
  await plantSolution(stage, firstOf(stage.approvedSolutionIds), {
    ...spread(SOLUTION_FIELDS, fields),
    painPoints: rawPlan(texts),
  });
}

/** /empowerment/provider: the provider's name, and each approved card's name and overview. */
export const CATALOGUE_SLOTS = 1 + 2 * APPROVED_SOLUTION_COUNT;

export async function plantCatalogue(stage: Stage, texts: readonly string[]) {
  const [companyName = 'xss-filler-companyName', ...cards] = texts;
  await plantCompany(stage, ['companyName'], [companyName]);
  for (const [n, id] of stage.approvedSolutionIds.entries()) {
    await plantSolution(stage, id, {
      solutionName: cards[2 * n] ?? `xss-solution-1-${n}`,
      solutionDescription: cards[2 * n + 1] ?? 'xss-filler-overview',
    });
  }
}
