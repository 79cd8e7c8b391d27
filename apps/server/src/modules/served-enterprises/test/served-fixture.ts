import { ANSWER_TYPES, ASSESSMENT_TYPES, RECORD_STATUSES } from '@dtmm/shared';
import type { TestApp } from '../../../test/test-app';
import { freshPhone } from '../../accounts/testing';
import { assessmentAnswers, assessmentRecords } from '../../assessment/assessment.table';
import { creditCode } from '../../certifications/test/certification-client';
import { companies } from '../../companies/companies.table';
import { users } from '../../users/users.table';
import { startServedEnterprise } from '../served-enterprises.lifecycle';
import { saveEvidence } from '../served-enterprises.repository';

// Uploads and a demo user's company: formal-assessment/test/formal-client.ts (uploadEvidence, companyOf).
export const BASE = '/api/dtmm/company/serviceProviderCompany';
export const ADMIN = '/api/admin/served-enterprises';

let sequence = 0;

export interface CompanySpec {
  name: string;
  isProvider?: boolean;
  /** company.type value. */
  companyType?: string;
  city?: string;
  district?: string;
}

/** A certified company of the test's own (a certified provider too when asked); answers its id. */
export async function newCompany(t: TestApp, spec: CompanySpec): Promise<number> {
  const n = ++sequence;
  const [row] = await t.database.db
    .insert(companies)
    .values({
      companyName: spec.name,
      socialCreditCode: creditCode(510_000 + n),
      companyType: spec.companyType ?? '4',
      industryCategory: 'C',
      secondaryIndustry: '36',
      industry: '367',
      province: '14',
      city: spec.city ?? '1401',
      district: spec.district ?? '140105',
      certificationStatus: 1,
      providerStatus: spec.isProvider ? 1 : 0,
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company not inserted');
  return row.id;
}

/** A new member of the company (ADMIN or USER); answers a token of a fresh session. */
export async function newMember(t: TestApp, companyId: number, role: 'ADMIN' | 'USER'): Promise<string> {
  const username = `served_member_${++sequence}`;
  // Nobody signs in with this password: the token comes from a session started directly.
  await t.database.db
    .insert(users)
    .values({ username, phone: freshPhone(), passwordHash: 'not-a-password', companyId, companyRole: role });
  return t.tokenFor(username);
}

export type RecordState = 'planned' | 'answered' | 'completed';

export interface ServedSpec {
  enterprise: number;
  provider: number;
  startedAt: Date;
  state: RecordState;
  /** Evidence to save on the served row (file ids of the provider's uploads). */
  photos?: string[];
  report?: string | null;
}

/**
 * A 551 record started at `startedAt` with its served row made by the lifecycle function, then
 * answered (one answer) or completed (level 2, 61.5 points) as asked, and its evidence saved.
 */
export async function served551(t: TestApp, spec: ServedSpec): Promise<{ recordId: number; servedId: number }> {
  const db = t.database.db;
  const completedAt = new Date(spec.startedAt.getTime() + 3_600_000);
  const completed =
    spec.state === 'completed'
      ? { status: RECORD_STATUSES.completed, assessmentLevel: 2, totalScore: 61.5, completedAt, currentLevel: 3 }
      : {};
  const [record] = await db
    .insert(assessmentRecords)
    .values({
      companyId: spec.enterprise,
      answerType: ANSWER_TYPES.topic551,
      assessmentType: ASSESSMENT_TYPES.group,
      serviceProviderId: spec.provider,
      bankVersion: 1,
      createdAt: spec.startedAt,
      updatedAt: spec.startedAt,
      ...completed,
    })
    .returning();
  if (!record) throw new Error('record not inserted');
  const servedId = (await startServedEnterprise(db, record)) ?? 0;
  if (spec.state !== 'planned') {
    await db
      .insert(assessmentAnswers)
      .values({ recordId: record.id, questionId: 'T01-L1-1', level: 1, optionIds: ['A'] });
  }
  if (spec.photos || spec.report) {
    const evidence = { sitePhotoIds: spec.photos ?? [], reportFileId: spec.report ?? null };
    await saveEvidence(db, servedId, evidence, null, new Date());
  }
  return { recordId: record.id, servedId };
}
