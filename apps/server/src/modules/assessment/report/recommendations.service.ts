import {
  CERTIFICATION_STATUS,
  INDICATOR_SYSTEM,
  type RecommendedSolution,
  SOLUTION_STATUSES,
  type TopProvider,
} from '@dtmm/shared';
import { and, arrayOverlaps, asc, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { AppError } from '../../../plugins/errors';
import type { Principal } from '../../auth/principal';
import { companies } from '../../companies/companies.table';
import { solutions } from '../../solutions/solutions.table';
import { mayReadRecord } from '../assessment.policy';
import { findRecord } from '../assessment.repository';
import { assessmentRecords } from '../assessment.table';
import { serviceIndustryOf } from './service-industries';

/** Providers per weak indicator (assessment.md 7), and how many solutions the query may weigh at most. */
const PER_INDICATOR = 3;
const CANDIDATES = 300;

const INDICATORS = INDICATOR_SYSTEM.flatMap((area) => area.groups.flatMap((group) => group.indicators));
/** An indicator's 应用场景 by its name or by the scenario's own wording ('战略规划' and '战略'). */
const SCENARIO_OF = new Map(
  INDICATORS.flatMap((i) => [[i.name, i.scenario] as const, [i.scenario, i.scenario] as const]),
);

interface Preference {
  serviceIndustry: string | null;
  city: string | null;
}

/** Whose industry and city the recommendations prefer: the record's company, else the asker's own. */
async function preferenceFor(ctx: AppContext, asker: Principal, recordId: number | undefined): Promise<Preference> {
  let companyId = asker.companyId;
  if (recordId !== undefined) {
    const record = await findRecord(ctx.db, recordId);
    if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
    companyId = record.companyId;
  }
  if (companyId === null) return { serviceIndustry: null, city: null };
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  return {
    serviceIndustry: company ? serviceIndustryOf(company.industryCategory, company.secondaryIndustry) : null,
    city: company?.city ?? null,
  };
}

type Candidate = Awaited<ReturnType<typeof findCandidates>>[number];

/** Approved solutions of certified providers for any of the scenarios, in their public order. */
function findCandidates(ctx: AppContext, scenarios: string[]) {
  return ctx.db
    .select({
      id: solutions.id,
      name: solutions.solutionName,
      description: solutions.solutionDescription,
      scenarios: solutions.serviceCategory,
      industries: solutions.serviceTarget,
      areas: solutions.serviceArea,
      providerId: companies.id,
      providerName: companies.companyName,
    })
    .from(solutions)
    .innerJoin(companies, eq(companies.id, solutions.companyId))
    .where(
      and(
        eq(solutions.tableFlag, SOLUTION_STATUSES.approved),
        eq(companies.providerStatus, CERTIFICATION_STATUS.certified),
        arrayOverlaps(solutions.serviceCategory, scenarios),
      ),
    )
    .orderBy(asc(solutions.orderNumber), desc(solutions.id))
    .limit(CANDIDATES);
}

/** Serving the enterprise's industry counts most, then its city (or the whole province). */
function fit(candidate: Candidate, preference: Preference): number {
  const industry = preference.serviceIndustry !== null && candidate.industries.includes(preference.serviceIndustry);
  const area =
    candidate.areas.includes('14') || (preference.city !== null && candidate.areas.includes(preference.city));
  return (industry ? 2 : 0) + (area ? 1 : 0);
}

/** The best-fitting solutions, one per provider first, so an indicator never hears of one provider only. */
function pick(candidates: Candidate[], preference: Preference): Candidate[] {
  const ranked = candidates
    .map((candidate, order) => ({ candidate, order, fit: fit(candidate, preference) }))
    .sort((a, b) => b.fit - a.fit || a.order - b.order)
    .map((entry) => entry.candidate);
  const providers = new Set<number>();
  const first = ranked.filter((c) => !providers.has(c.providerId) && providers.add(c.providerId));
  const rest = ranked.filter((c) => !first.includes(c));
  return [...first, ...rest].slice(0, PER_INDICATOR);
}

/** recommendServiceProvider: each named weak indicator → up to three approved solutions and their providers. */
export async function recommendProviders(
  ctx: AppContext,
  asker: Principal,
  indicatorNames: readonly string[],
  recordId: number | undefined,
): Promise<Record<string, RecommendedSolution[]>> {
  const preference = await preferenceFor(ctx, asker, recordId);
  const names = [...new Set(indicatorNames)].filter((name) => SCENARIO_OF.has(name));
  const scenarios = [...new Set(names.map((name) => SCENARIO_OF.get(name) as string))];
  const candidates = scenarios.length === 0 ? [] : await findCandidates(ctx, scenarios);
  return Object.fromEntries(
    names.map((name) => {
      const scenario = SCENARIO_OF.get(name) as string;
      const chosen = pick(
        candidates.filter((c) => c.scenarios.includes(scenario)),
        preference,
      );
      return [
        name,
        chosen.map((c, i) => ({
          newNum: i + 1,
          name: c.name,
          solutionId: String(c.id),
          providerId: String(c.providerId),
          solution: { solutionDescription: c.description },
          serviceProvider: { companyName: c.providerName },
        })),
      ];
    }),
  );
}

const TOP = 3;

/** recommendTopServiceProviders: certified providers by approved solutions plus enterprises served in the 551 topic. */
export async function topProviders(ctx: AppContext): Promise<TopProvider[]> {
  const solutionCount = sql<number>`(select count(*)::int from ${solutions} s where s.company_id = ${companies.id} and s.table_flag = ${SOLUTION_STATUSES.approved})`;
  const servedCount = sql<number>`(select count(distinct r.company_id)::int from ${assessmentRecords} r where r.service_provider_id = ${companies.id})`;
  const rows = await ctx.db
    .select({
      id: companies.id,
      companyName: companies.companyName,
      introduction: companies.serviceProviderIntroduction,
      serviceIndustry: companies.serviceIndustry,
      solutionCount,
      servedCount,
    })
    .from(companies)
    .where(eq(companies.providerStatus, CERTIFICATION_STATUS.certified))
    .orderBy(desc(sql`${solutionCount} + ${servedCount}`), desc(solutionCount), asc(companies.id))
    .limit(TOP);
  return rows.map((row) => ({
    id: String(row.id),
    companyName: row.companyName,
    serviceProviderIntroduction: row.introduction ?? '',
    serviceIndustry: row.serviceIndustry ?? '',
    solutionCount: row.solutionCount,
    servedCount: row.servedCount,
  }));
}
