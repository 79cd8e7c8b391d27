import type { CalendarQuery } from '@dtmm/shared';
import { and, between, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { inChinaDays } from '../../lib/sql';
import { assessmentRecords as r } from '../assessment/assessment.table';
import { companies } from '../companies/companies.table';
import { contentItems as c } from '../content/content.table';
import { dcmmRecords } from '../dcmm/dcmm.table';
import { files } from '../files/files.table';
import { formalApplications as f } from '../formal-assessment/formal-applications.table';
import { servedEnterprises as s } from '../served-enterprises/served-enterprises.table';

/**
 * The rows behind a company's calendar (docs/user-calendar.md): each query reads one company's
 * objects with at least one moment in the range; the service picks the moments that fall in it.
 */

/** The company's formal applications: submitted, scheduled, rejected, completed. */
export function findFormalMoments(db: Database, companyId: number, { from, to }: CalendarQuery) {
  return db
    .select({
      id: f.id,
      assessmentType: f.assessmentType,
      status: f.status,
      createdAt: f.createdAt,
      scheduledDate: f.scheduledDate,
      rejectedAt: f.rejectedAt,
      completedAt: f.completedAt,
      resultLevel: f.resultLevel,
    })
    .from(f)
    .where(
      and(
        eq(f.companyId, companyId),
        or(
          inChinaDays(f.createdAt, from, to),
          between(f.scheduledDate, from, to),
          inChinaDays(f.rejectedAt, from, to),
          inChinaDays(f.completedAt, from, to),
        ),
      ),
    );
}

const provider = alias(companies, 'provider');
const reportFile = alias(files, 'report_file');

/**
 * The company's assessment records started or completed in the range, and for a 551 record the
 * provider and when its report was uploaded (the service's completion).
 */
export function findRecordMoments(db: Database, companyId: number, { from, to }: CalendarQuery) {
  return db
    .select({
      id: r.id,
      answerType: r.answerType,
      createdAt: r.createdAt,
      completedAt: r.completedAt,
      providerName: provider.companyName,
      reportAt: reportFile.createdAt,
    })
    .from(r)
    .leftJoin(provider, eq(provider.id, r.serviceProviderId))
    .leftJoin(s, eq(s.recordId, r.id))
    .leftJoin(reportFile, eq(reportFile.id, s.reportFileId))
    .where(
      and(
        eq(r.companyId, companyId),
        or(
          inChinaDays(r.createdAt, from, to),
          inChinaDays(r.completedAt, from, to),
          inChinaDays(reportFile.createdAt, from, to),
        ),
      ),
    );
}

/** The company's DCMM self-assessments submitted in the range. */
export function findDcmmMoments(db: Database, companyId: number, { from, to }: CalendarQuery) {
  return db
    .select({ id: dcmmRecords.id, submittedAt: dcmmRecords.submittedAt })
    .from(dcmmRecords)
    .where(and(eq(dcmmRecords.companyId, companyId), inChinaDays(dcmmRecords.submittedAt, from, to)));
}

const enterprise = alias(companies, 'enterprise');

/** A provider's served enterprises whose service started, awaits the report, or completed in the range. */
export function findServiceMoments(db: Database, providerId: number, { from, to }: CalendarQuery) {
  return db
    .select({
      id: s.id,
      enterpriseName: enterprise.companyName,
      startedAt: s.createdAt,
      recordCompletedAt: r.completedAt,
      reportAt: reportFile.createdAt,
    })
    .from(s)
    .innerJoin(r, eq(r.id, s.recordId))
    .innerJoin(enterprise, eq(enterprise.id, r.companyId))
    .leftJoin(reportFile, eq(reportFile.id, s.reportFileId))
    .where(
      and(
        eq(r.serviceProviderId, providerId),
        or(
          inChinaDays(s.createdAt, from, to),
          inChinaDays(r.completedAt, from, to),
          inChinaDays(reportFile.createdAt, from, to),
        ),
      ),
    );
}

/** 'YYYY-MM-DD HH:mm:ss' as courses keep their start (content-kind.ts normalisedTime). */
const courseStart = sql<string>`${c.fields}->>'startTime'`;

/** Published courses starting in the range: the platform's, shown to every company. */
export function findCourseStarts(db: Database, { from, to }: CalendarQuery) {
  return db
    .select({ id: c.id, title: c.title, startTime: courseStart })
    .from(c)
    .where(
      and(
        eq(c.kind, 'courses'),
        eq(c.status, 'published'),
        sql`${courseStart} >= ${from}`,
        sql`${courseStart} <= ${`${to} 23:59:59`}`,
      ),
    );
}
