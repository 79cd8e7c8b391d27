import { randomInt } from 'node:crypto';
import {
  type Answers,
  type BankVersion,
  buildFrozenReport,
  CERTIFICATION_STATUSES,
  type DictionaryItem,
  formatDateTime,
  type ReportContent,
} from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Database, Queryable, Transaction } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { AppError } from '../../../plugins/errors';
import { type CompanyRow, companies } from '../../companies/companies.table';
import { industryPath } from '../../industries/industries.data';
import { REPORT_CONTENT } from '../bank/report-content.data';
import { modelInputOf } from '../record-input';
import { joinPopulation, type PopulationJoin } from './benchmark-populations';
import { groupsOf, type PeerKeys, peerFiguresOf, peerKeysOf } from './peer-figures';
import {
  fillMissingReportContent,
  findReportContent,
  insertBenchmarkEntry,
  insertReport,
  memberOfBenchmarkEntry,
} from './report.repository';
import type { CompletedRecord } from './report-access';

/**
 * Freezing a report when its record completes (issue 15, Frozen report): what the report says is
 * computed once from the result, the answers and the bank version's report content, and stored with
 * the record with its peer figures as they are now (issue 29 §5); the record joins the benchmark
 * population in the same transaction.
 */

/** What a freeze needs that must be read before the transaction (PGlite has one connection). */
export interface FreezeKit {
  content: ReportContent;
  companyTypes: DictionaryItem[];
  /** The database whose benchmark population the record joins (benchmark-populations.ts). */
  db: Database;
}

const contentsOf = perDatabase(() => new Map<number, ReportContent>());

async function reportContentOf(db: Database, version: number): Promise<ReportContent> {
  const cache = contentsOf(db);
  const cached = cache.get(version);
  if (cached) return cached;
  const content = await findReportContent(db, version);
  if (!content) throw AppError.conflict('该题库版本尚未配置报告内容');
  cache.set(version, content);
  return content;
}

export async function prepareFreeze(ctx: AppContext, bankVersion: number): Promise<FreezeKit> {
  const [content, companyTypes] = await Promise.all([
    reportContentOf(ctx.db, bankVersion),
    ctx.dictionaries.items('company.type'),
  ]);
  return { content, companyTypes, db: ctx.db };
}

/**
 * A transaction that may freeze reports: the benchmark population each joined moves on in memory once
 * it commits, and stays as it was when it rolls back.
 */
export async function inFreezingTransaction<T>(
  db: Database,
  work: (tx: Transaction, joined: (join: PopulationJoin) => void) => Promise<T>,
): Promise<T> {
  const joins: PopulationJoin[] = [];
  try {
    const result = await db.transaction((tx) => work(tx, (join) => joins.push(join)));
    for (const join of joins) join.committed();
    return result;
  } catch (error) {
    for (const join of joins) join.abandoned();
    throw error;
  }
}

/** Reference data every deployment needs: versions published before reports get the original advice. */
export const seedReportContent = (db: Queryable) => fillMissingReportContent(db, REPORT_CONTENT);

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'K7QM-3XZP-9HRT': 60 random bits, no look-alike characters (0/O, 1/I), grouped for reading aloud. */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** 'SXDT-2026-000042': the year of completion and the record. */
export const reportNumberOf = (recordId: number, completedAt: Date) =>
  `SXDT-${formatDateTime(completedAt).slice(0, 4)}-${String(recordId).padStart(6, '0')}`;

async function companyFacts(db: Queryable, record: CompletedRecord, kit: FreezeKit) {
  const [company] = await db.select().from(companies).where(eq(companies.id, record.companyId));
  if (!company) throw AppError.notFound();
  const [provider] =
    record.serviceProviderId === null
      ? []
      : await db
          .select({ name: companies.companyName })
          .from(companies)
          .where(eq(companies.id, record.serviceProviderId));
  const typeLabel = kit.companyTypes.find((item) => item.value === company.companyType)?.label;
  return {
    company,
    providerName: provider?.name ?? '',
    summary: {
      socialCreditCode: company.socialCreditCode,
      industry: industryPath(company.industryCategory, company.secondaryIndustry) || '未填报',
      companyType: typeLabel ?? '未填报',
      registeredAddress: company.registeredAddress ?? '',
    },
  };
}

/**
 * Stores the record's benchmark entry and its report (in an inFreezingTransaction); a report stored
 * meanwhile by another read stays.
 */
export async function freezeReport(
  db: Queryable,
  kit: FreezeKit,
  record: CompletedRecord,
  bank: BankVersion,
  answers: Answers,
  joined: (join: PopulationJoin) => void,
): Promise<void> {
  const { company, providerName, summary } = await companyFacts(db, record, kit);
  const reportNumber = reportNumberOf(record.id, record.completedAt);
  const verificationCode = newVerificationCode();
  const frozenAt = new Date();
  const content = buildFrozenReport(modelInputOf(bank, record, answers), record.result, kit.content, {
    recordId: record.id,
    answerType: record.answerType,
    companyName: company.companyName,
    company: summary,
    assessmentDate: formatDateTime(record.completedAt).slice(0, 10),
    reportNumber,
    verificationCode,
    serviceProviderName: providerName,
    frozenAt: formatDateTime(frozenAt),
  });
  const keys = peerKeysOf(company);
  const { sizeNote: _note, ...peers } = keys;
  const peerFigures = await joinBenchmark(db, kit, record, company, keys, joined);
  await insertReport(db, {
    recordId: record.id,
    reportNumber,
    verificationCode,
    content,
    ...peers,
    peerFigures,
    frozenAt,
  });
}

/**
 * The record joins the benchmark population; answers the peer figures its report keeps, as of its
 * completion: everyone's latest, the company's own taken out and this record put in, from the
 * population this process holds moved on to just before the entry's stamp (joinPopulation).
 */
async function joinBenchmark(
  db: Queryable,
  kit: FreezeKit,
  record: CompletedRecord,
  company: CompanyRow,
  keys: PeerKeys,
  joined: (join: PopulationJoin) => void,
) {
  const { sizeNote: _note, ...peers } = keys;
  const { id: recordId, companyId, bankVersion, completedAt, result } = record;
  const { totalScore, level, level1: areas } = result;
  const entry = { companyId, bankVersion, recordId, totalScore, level, areas, ...peers, completedAt };
  const stamp = await insertBenchmarkEntry(db, entry);
  const certified = company.certificationStatus === CERTIFICATION_STATUSES.certified;
  const member = certified ? memberOfBenchmarkEntry(entry) : null;
  const join = await joinPopulation(kit.db, db, bankVersion, stamp, member);
  joined(join);
  return peerFiguresOf(join.population.populationsFor(groupsOf(keys), companyId, member), totalScore, keys.sizeNote);
}
