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
import { companies } from '../../companies/companies.table';
import { industryPath } from '../../industries/industries.data';
import { REPORT_CONTENT } from '../bank/report-content.data';
import { modelInputOf } from '../record-input';
import { type BenchmarkEntry, insertBenchmarkEntry, memberOfBenchmarkEntry } from './benchmark.repository';
import type { BenchmarkMember, BenchmarkPopulation } from './benchmark-population';
import { committedEntry, currentPopulation, loadPopulation } from './benchmark-populations';
import { groupsOf, peerFiguresOf, peerKeysOf } from './peer-figures';
import { fillMissingReportContent, findReportContent, insertReport } from './report.repository';
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
  bankVersion: number;
  /** The version's benchmark population as committed when the completion began, kept moving by this process. */
  population: BenchmarkPopulation;
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
  const [content, companyTypes, population] = await Promise.all([
    reportContentOf(ctx.db, bankVersion),
    ctx.dictionaries.items('company.type'),
    currentPopulation(ctx.db, bankVersion),
  ]);
  return { content, companyTypes, bankVersion, population };
}

/**
 * The benchmark entries of a transaction's frozen reports. They take their stamps as the transaction's
 * last statement: the version's stamp row, which every completion of the province passes, is then held
 * for the commit alone (issue 31).
 */
export class FreezingEntries {
  private readonly pending: { entry: BenchmarkEntry; member: BenchmarkMember | null }[] = [];
  readonly stamped: { bankVersion: number; stamp: number; member: BenchmarkMember | null }[] = [];

  constructor(private readonly tx: Queryable) {}

  /**
   * What a report frozen now compares with: the population committed when the completion began (with
   * whatever this process's completions have committed since); after an earlier report of the same
   * transaction (the demo's seed), the population the transaction sees, its entries in.
   */
  async population(kit: FreezeKit, bankVersion: number): Promise<BenchmarkPopulation> {
    if (this.pending.length === 0 && this.stamped.length === 0 && kit.bankVersion === bankVersion) {
      return kit.population;
    }
    await this.stamp();
    return loadPopulation(this.tx, bankVersion);
  }

  add(entry: BenchmarkEntry, member: BenchmarkMember | null) {
    this.pending.push({ entry, member });
  }

  /** The entries take their stamps now (done by the transaction's end at the latest). */
  async stamp() {
    for (const { entry, member } of this.pending.splice(0)) {
      const stamp = await insertBenchmarkEntry(this.tx, entry);
      this.stamped.push({ bankVersion: entry.bankVersion, stamp, member });
    }
  }
}

/**
 * A transaction that may freeze reports: their entries take their stamps last, and once it commits the
 * population this process holds moves on by them; a rollback leaves it as it was.
 */
export async function inFreezingTransaction<T>(
  db: Database,
  work: (tx: Transaction, entries: FreezingEntries) => Promise<T>,
): Promise<T> {
  let stamped: FreezingEntries['stamped'] = [];
  const result = await db.transaction(async (tx) => {
    const entries = new FreezingEntries(tx);
    const done = await work(tx, entries);
    await entries.stamp();
    stamped = entries.stamped;
    return done;
  });
  for (const { bankVersion, stamp, member } of stamped) committedEntry(db, bankVersion, stamp, member);
  return result;
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
 * Stores the record's report with its peer figures and enters its benchmark entry (in an
 * inFreezingTransaction, which stamps it last); a report stored meanwhile by another read stays.
 */
export async function freezeReport(
  db: Queryable,
  kit: FreezeKit,
  record: CompletedRecord,
  bank: BankVersion,
  answers: Answers,
  entries: FreezingEntries,
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
  const { sizeNote, ...peers } = keys;
  const { id: recordId, companyId, bankVersion, completedAt, result } = record;
  const { totalScore, level, level1: areas } = result;
  const entry = { companyId, bankVersion, recordId, totalScore, level, areas, ...peers, completedAt };
  const certified = company.certificationStatus === CERTIFICATION_STATUSES.certified;
  const member = certified ? memberOfBenchmarkEntry(entry) : null;
  // Everyone's latest as committed now, the company's own taken out and this record put in.
  const population = await entries.population(kit, bankVersion);
  const peerFigures = peerFiguresOf(population.populationsFor(groupsOf(keys), companyId, member), totalScore, sizeNote);
  entries.add(entry, member);
  await insertReport(db, {
    recordId,
    reportNumber,
    verificationCode,
    content,
    ...peers,
    peerFigures,
    frozenAt,
  });
}
