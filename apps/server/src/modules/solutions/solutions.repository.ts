import { type PagingQuery, pageOffset, SOLUTION_STATUSES, type SolutionStatus } from '@dtmm/shared';
import { and, arrayContains, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { containsPattern } from '../../lib/sql';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';
import { type SolutionRow, solutions as s, solutionReviews } from './solutions.table';

const creators = alias(users, 'creators');
const updaters = alias(users, 'updaters');

/** A solution with the names the API answers beside it. */
export type SolutionRead = SolutionRow & {
  companyName: string;
  createrName: string | null;
  updaterName: string | null;
};

const readColumns = {
  solution: s,
  companyName: companies.companyName,
  createrName: creators.username,
  updaterName: updaters.username,
};

function withNames(where: SQL | undefined) {
  return {
    where,
    run: (db: Queryable) =>
      db
        .select(readColumns)
        .from(s)
        .innerJoin(companies, eq(companies.id, s.companyId))
        .leftJoin(creators, eq(creators.id, s.createdBy))
        .leftJoin(updaters, eq(updaters.id, s.updatedBy))
        .where(where),
  };
}
const flatten = (row: {
  solution: SolutionRow;
  companyName: string;
  createrName: string | null;
  updaterName: string | null;
}): SolutionRead => ({
  ...row.solution,
  companyName: row.companyName,
  createrName: row.createrName,
  updaterName: row.updaterName,
});

export interface SolutionFilters {
  companyId?: number;
  statuses?: SolutionStatus[];
  serviceTarget?: string;
  serviceCategory?: string;
  solutionName?: string;
}

export function filtersOf(f: SolutionFilters): SQL | undefined {
  return and(
    f.companyId === undefined ? undefined : eq(s.companyId, f.companyId),
    f.statuses ? inArray(s.tableFlag, f.statuses) : undefined,
    f.serviceTarget ? arrayContains(s.serviceTarget, [f.serviceTarget]) : undefined,
    f.serviceCategory ? arrayContains(s.serviceCategory, [f.serviceCategory]) : undefined,
    f.solutionName ? ilike(s.solutionName, containsPattern(f.solutionName)) : undefined,
  );
}

export const SOLUTION_SORT = {
  orderNumber: s.orderNumber,
  updateTime: s.updatedAt,
  createTime: s.createdAt,
  id: s.id,
} as const;

/** One page of solutions and the count of all that match (one statement each; lists stay small). */
export async function findSolutionPage(
  db: Queryable,
  filters: SolutionFilters,
  page: PagingQuery<keyof typeof SOLUTION_SORT>,
) {
  const where = filtersOf(filters);
  const column = SOLUTION_SORT[page.sidx];
  const [rows, total] = await Promise.all([
    withNames(where)
      .run(db)
      .orderBy(page.sord === 'asc' ? asc(column) : desc(column), desc(s.id))
      .limit(page.limit)
      .offset(pageOffset(page)),
    db.$count(s, where),
  ]);
  return { rows: rows.map(flatten), total };
}

export async function findSolution(db: Queryable, id: number): Promise<SolutionRead | null> {
  const [row] = await withNames(eq(s.id, id)).run(db);
  return row ? flatten(row) : null;
}

/** A provider's approved solutions, in the catalogue's order. */
export async function findApprovedOf(db: Queryable, companyId: number) {
  const rows = await withNames(and(eq(s.companyId, companyId), eq(s.tableFlag, SOLUTION_STATUSES.approved)))
    .run(db)
    .orderBy(asc(s.orderNumber), desc(s.id));
  return rows.map(flatten);
}

export async function findReviews(db: Queryable, solutionId: number) {
  return db
    .select({
      decision: solutionReviews.decision,
      opinion: solutionReviews.opinion,
      reviewerName: users.username,
      createdAt: solutionReviews.createdAt,
    })
    .from(solutionReviews)
    .leftJoin(users, eq(users.id, solutionReviews.userId))
    .where(eq(solutionReviews.solutionId, solutionId))
    .orderBy(asc(solutionReviews.createdAt), asc(solutionReviews.id));
}

export async function recordReview(
  db: Queryable,
  review: { solutionId: number; decision: string; opinion?: string; userId: number | null; at: Date },
) {
  await db.insert(solutionReviews).values({
    solutionId: review.solutionId,
    decision: review.decision,
    opinion: review.opinion ?? '',
    userId: review.userId,
    createdAt: review.at,
  });
}

/** Moves an entry only from the statuses the decision allows: null when it changed meanwhile. */
export async function decide(
  db: Queryable,
  change: {
    id: number;
    from: readonly SolutionStatus[];
    to: SolutionStatus;
    opinion: string;
    userId: number;
    at: Date;
  },
) {
  const [row] = await db
    .update(s)
    .set({ tableFlag: change.to, opinion: change.opinion, updatedAt: change.at, updatedBy: change.userId })
    .where(and(eq(s.id, change.id), inArray(s.tableFlag, [...change.from])))
    .returning({ id: s.id, companyId: s.companyId, solutionName: s.solutionName, createdBy: s.createdBy });
  return row ?? null;
}
