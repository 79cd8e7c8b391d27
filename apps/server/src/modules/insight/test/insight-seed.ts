import type { Assessment, FrozenReport } from '@dtmm/shared';
import type { Database } from '../../../db/database';
import { assessmentRecords } from '../../assessment/assessment.table';
import { assessmentReports } from '../../assessment/report/report.table';
import { certificationRequests } from '../../certifications/certifications.table';
import { companies } from '../../companies/companies.table';
import { formalApplications } from '../../formal-assessment/formal-applications.table';
import { servedEnterprises } from '../../served-enterprises/served-enterprises.table';
import { solutions } from '../../solutions/solutions.table';
import { users } from '../../users/users.table';

/**
 * A small province, hand-counted in insight.test.ts: six certified companies in 太原 (1401) and 长治
 * (1404), in 制造业 (C) and 采矿业 (B), of three sizes; self-assessments completed in several months
 * of 2025 (two at a month or year boundary that only China time places right), one in progress, one
 * of 2024, one DCMM; solutions in each status; formal applications in three statuses.
 */

/** A China-time instant. */
export const china = (text: string) => new Date(`${text}+08:00`);

interface CompanySpec {
  key: string;
  city: string;
  industry: string;
  employee: string;
  created: string;
  isProvider?: boolean;
}
const COMPANIES: CompanySpec[] = [
  { key: 'A', city: '1401', industry: 'C', employee: '1', created: '2025-02-10T10:00:00', isProvider: true },
  { key: 'B', city: '1401', industry: 'B', employee: '3', created: '2025-03-05T10:00:00' },
  { key: 'C', city: '1404', industry: 'C', employee: '3', created: '2025-03-20T10:00:00' },
  { key: 'D', city: '1404', industry: 'C', employee: '5', created: '2024-12-01T10:00:00' },
  { key: 'E', city: '1404', industry: 'B', employee: '1', created: '2025-05-01T10:00:00' },
  { key: 'F', city: '1401', industry: 'C', employee: '5', created: '2025-09-09T10:00:00' },
];

/** [username, company key or null, role, registered]; the operator is not counted as a registration. */
const USERS: [string, string | null, 'ADMIN' | 'USER' | null, string][] = [
  ['ins_operator', null, null, '2025-01-01T09:00:00'],
  ['ins_a_admin', 'A', 'ADMIN', '2025-01-05T09:00:00'],
  ['ins_a_user', 'A', 'USER', '2025-02-01T09:00:00'],
  ['ins_b_admin', 'B', 'ADMIN', '2025-03-01T00:30:00'],
  ['ins_c_admin', 'C', 'ADMIN', '2025-06-01T09:00:00'],
  ['ins_newcomer', null, null, '2025-06-02T09:00:00'],
];

interface RecordSpec {
  company: string;
  answerType?: '0' | '1' | '2';
  created: string;
  completed?: string;
  level?: number;
  score?: number;
  /** Third-level scores T01, T02, T03 (null: cropped). */
  indicators?: (number | null)[];
}
const RECORDS: Record<string, RecordSpec> = {
  a1: {
    company: 'A',
    created: '2025-01-01T00:10:00',
    completed: '2025-01-01T00:30:00',
    level: 2,
    score: 40,
    indicators: [0.2, 0.5, 0.9],
  },
  a2: {
    company: 'A',
    created: '2025-02-28T20:00:00',
    completed: '2025-03-01T01:00:00',
    level: 3,
    score: 60,
    indicators: [0.4, 0.6, 0.8],
  },
  b1: {
    company: 'B',
    created: '2025-03-10T09:00:00',
    completed: '2025-03-10T10:00:00',
    level: 1,
    score: 30,
    indicators: [0.1, 0.3, 0.7],
  },
  c1: {
    company: 'C',
    answerType: '2',
    created: '2025-06-01T09:00:00',
    completed: '2025-06-15T10:00:00',
    level: 2,
    score: 50,
    indicators: [0.3, 0.4, 0.6],
  },
  d1: {
    company: 'D',
    created: '2025-06-20T09:00:00',
    completed: '2025-06-20T10:00:00',
    level: 4,
    score: 80,
    indicators: [0.5, 0.8, null],
  },
  e1: {
    company: 'E',
    created: '2025-07-01T09:00:00',
    completed: '2025-07-01T10:00:00',
    level: 0,
    score: 10,
    indicators: [0, 0.2, 0.5],
  },
  fOpen: { company: 'F', created: '2025-08-08T09:00:00' },
  fOld: {
    company: 'F',
    created: '2024-11-10T09:00:00',
    completed: '2024-11-11T10:00:00',
    level: 5,
    score: 95,
    indicators: [1, 1, 1],
  },
  aDcmm: {
    company: 'A',
    answerType: '1',
    created: '2025-04-04T09:00:00',
    completed: '2025-04-04T10:00:00',
    level: 2,
    score: 0,
    indicators: [],
  },
};

const INDICATOR_NAMES = ['资金投入', '人员投入', '网络建设'];
const resultOf = (scores: readonly (number | null)[]) =>
  ({
    level3: scores.flatMap((score, i) =>
      score === null ? [] : [{ id: `T0${i + 1}`, name: INDICATOR_NAMES[i], score }],
    ),
  }) as unknown as Assessment;

/**
 * A frozen report naming its weak indicators (below 0.5), ranked the other way round from their
 * scores: the report's priority list (issue 29 §3) orders them, not the score.
 */
const reportOf = (scores: readonly (number | null)[]) =>
  ({
    areas: [
      {
        id: 'A1',
        name: '数字化基础',
        indicators: scores.flatMap((score, i) =>
          score === null
            ? []
            : [
                {
                  id: `T0${i + 1}`,
                  name: INDICATOR_NAMES[i],
                  groupName: i < 2 ? '数字化投入' : '基础设施',
                  score,
                  threshold: 0.5,
                  isWeak: score < 0.5,
                  ...(score < 0.5 ? { priority: scores.length - i } : {}),
                },
              ],
        ),
      },
    ],
  }) as unknown as FrozenReport;

export interface SeededInsight {
  companyIds: Record<string, number>;
  recordIds: Record<string, number>;
}

async function seedCompanies(db: Database) {
  const ids: Record<string, number> = {};
  for (const [i, spec] of COMPANIES.entries()) {
    const [row] = await db
      .insert(companies)
      .values({
        companyName: `看板企业${spec.key}`,
        socialCreditCode: `91140100MA0INS00${i}X`,
        province: '14',
        city: spec.city,
        industryCategory: spec.industry,
        employee: spec.employee,
        certificationStatus: 1,
        providerStatus: spec.isProvider ? 1 : 0,
        createdAt: china(spec.created),
      })
      .returning({ id: companies.id });
    if (!row) throw new Error('company not inserted');
    ids[spec.key] = row.id;
  }
  return ids;
}

async function seedUsers(db: Database, companyIds: Record<string, number>) {
  const rows = await db
    .insert(users)
    .values(
      USERS.map(([username, company, role, registered], i) => ({
        username,
        phone: `1390000${String(i).padStart(4, '0')}`,
        passwordHash: 'not-a-password',
        companyId: company ? (companyIds[company] ?? null) : null,
        companyRole: role,
        isOperator: username === 'ins_operator',
        operatorRoles: username === 'ins_operator' ? ['reviewer' as const] : [],
        createdAt: china(registered),
      })),
    )
    .returning({ id: users.id });
  return rows[0]?.id ?? 0;
}

/** Approved requests dated by their decision; a rejected and a pending one that no figure counts. */
async function seedCertifications(db: Database, companyIds: Record<string, number>, applicant: number) {
  const approved = (key: string, type: '企业' | '服务商', decided: string, status = 1) => ({
    certifyType: type,
    status,
    applicantUserId: applicant,
    companyId: companyIds[key] ?? null,
    payload: {},
    decidedAt: status === 2 ? null : china(decided),
  });
  await db
    .insert(certificationRequests)
    .values([
      ...COMPANIES.map((spec) => approved(spec.key, '企业', spec.created)),
      approved('A', '服务商', '2025-04-01T10:00:00'),
      approved('B', '服务商', '2025-04-02T10:00:00', 0),
      approved('C', '服务商', '2025-04-03T10:00:00', 2),
    ]);
}

async function seedRecords(db: Database, companyIds: Record<string, number>) {
  const ids: Record<string, number> = {};
  for (const [key, spec] of Object.entries(RECORDS)) {
    const isDone = spec.completed !== undefined;
    const [row] = await db
      .insert(assessmentRecords)
      .values({
        companyId: companyIds[spec.company] ?? 0,
        answerType: spec.answerType ?? '0',
        assessmentType: '2',
        serviceProviderId: spec.answerType === '2' ? (companyIds.A ?? null) : null,
        bankVersion: 1,
        status: isDone ? '1' : '0',
        assessmentLevel: spec.level ?? 0,
        digitalTransformationLevel: spec.level ? `L${2 * spec.level - 2}` : null,
        totalScore: spec.score ?? null,
        result: isDone ? resultOf(spec.indicators ?? []) : null,
        createdAt: china(spec.created),
        completedAt: spec.completed ? china(spec.completed) : null,
      })
      .returning({ id: assessmentRecords.id });
    if (!row) throw new Error('record not inserted');
    ids[key] = row.id;
  }
  await db.insert(servedEnterprises).values({ recordId: ids.c1 ?? 0 });
  await db.insert(assessmentReports).values(
    (['a1', 'a2', 'b1'] as const).map((key, i) => ({
      recordId: ids[key] ?? 0,
      reportNumber: `INS-${i}`,
      verificationCode: `INSV${i}`,
      content: reportOf(RECORDS[key]?.indicators ?? []),
    })),
  );
  return ids;
}

async function seedSolutions(db: Database, provider: number) {
  const solution = (tableFlag: string, created: string) => ({
    companyId: provider,
    solutionName: `方案${tableFlag}${created}`,
    serviceCategory: ['资金投入'],
    serviceTarget: ['C'],
    serviceArea: ['14'],
    contactPerson: '张三',
    contactPhone: '13900000000',
    imageFileIds: [],
    tableFlag,
    createdAt: china(created),
  });
  await db
    .insert(solutions)
    .values([
      solution('2', '2025-02-01T10:00:00'),
      solution('1', '2025-03-01T10:00:00'),
      solution('1', '2025-04-01T10:00:00'),
      solution('0', '2025-05-01T10:00:00'),
      solution('1', '2024-05-01T10:00:00'),
    ]);
}

async function seedFormalApplications(db: Database, companyIds: Record<string, number>) {
  const application = (key: string, status: string, created: string) => ({
    companyId: companyIds[key] ?? 0,
    assessmentType: 'zdservice',
    assessmentCount: 1,
    applicationLevel: 2,
    applicationRemark: '申请正式评估',
    status,
    createdAt: china(created),
  });
  await db
    .insert(formalApplications)
    .values([
      application('B', '0', '2025-05-05T10:00:00'),
      application('C', '3', '2025-07-07T10:00:00'),
      application('A', '1', '2025-08-01T10:00:00'),
      application('D', '3', '2024-07-07T10:00:00'),
    ]);
}

/** Writes the small province; answers the companies' and records' ids by key. */
export async function seedInsight(db: Database): Promise<SeededInsight> {
  const companyIds = await seedCompanies(db);
  const firstUser = await seedUsers(db, companyIds);
  await seedCertifications(db, companyIds, firstUser);
  const recordIds = await seedRecords(db, companyIds);
  await seedSolutions(db, companyIds.A ?? 0);
  await seedFormalApplications(db, companyIds);
  return { companyIds, recordIds };
}
