import {
  CERTIFICATION_STATUS,
  GENERAL_PURPOSE_INDUSTRY,
  INDICATOR_SYSTEM,
  RECOMMENDATION_MATCHES,
  type RecommendationMatch,
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
import { type IndustryFit, industryFitOf, matchOf, reasonOf } from './service-industries';

/** Providers per weak indicator (assessment.md 7), and how many solutions the query may weigh at most. */
const PER_INDICATOR = 3;
const CANDIDATES = 300;

const INDICATORS = INDICATOR_SYSTEM.flatMap((area) => area.groups.flatMap((group) => group.indicators));
/** An indicator's 应用场景 by its name or by the scenario's own wording ('战略规划' and '战略'). */
const SCENARIO_OF = new Map(
  INDICATORS.flatMap((i) => [[i.name, i.scenario] as const, [i.scenario, i.scenario] as const]),
);

interface Preference {
  industry: IndustryFit;
  city: string | null;
}

const UNKNOWN: Preference = { industry: industryFitOf(null, null), city: null };

/** Whose industry and city the recommendations fit: the record's company, else the asker's own. */
async function preferenceFor(ctx: AppContext, asker: Principal, recordId: number | undefined): Promise<Preference> {
  let companyId = asker.companyId;
  if (recordId !== undefined) {
    const record = await findRecord(ctx.db, recordId);
    if (!record || !mayReadRecord(record, asker)) throw AppError.notFound();
    companyId = record.companyId;
  }
  if (companyId === null) return UNKNOWN;
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return UNKNOWN;
  return { industry: industryFitOf(company.industryCategory, company.secondaryIndustry), city: company.city };
}

type Candidate = Awaited<ReturnType<typeof findCandidates>>[number];

/** Approved solutions of certified providers for any of the scenarios and industries, in their public order. */
function findCandidates(ctx: AppContext, scenarios: string[], industries: string[]) {
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
        arrayOverlaps(solutions.serviceTarget, industries),
      ),
    )
    .orderBy(asc(solutions.orderNumber), desc(solutions.id))
    .limit(CANDIDATES);
}

/** The 应用行业 a fitting solution declares at least one of: the company's 大类's, its 门类's, 通用. */
const fittingIndustries = ({ industry }: Preference) =>
  [industry.secondary?.serviceIndustry, industry.category?.serviceIndustry, GENERAL_PURPOSE_INDUSTRY].filter(
    (value): value is string => value !== undefined,
  );

/** Serving the enterprise's city or the whole province puts a solution first within its match. */
const servesArea = (candidate: Candidate, city: string | null) =>
  candidate.areas.includes('14') || (city !== null && candidate.areas.includes(city));

interface Fitted {
  candidate: Candidate;
  match: RecommendationMatch;
}

/** One per provider first, so an indicator never hears of one provider only while others fit as well. */
function spreadProviders(ranked: Fitted[]): Fitted[] {
  const providers = new Set<number>();
  const first = ranked.filter((f) => !providers.has(f.candidate.providerId) && providers.add(f.candidate.providerId));
  return [...first, ...ranked.filter((f) => !first.includes(f))];
}

/**
 * The best-fitting solutions: every one of the company's 大类 before any of its 门类 before any
 * general-purpose one; within a match, its area first, one per provider first, then public order.
 * Solutions of another industry are dropped.
 */
function pick(candidates: Candidate[], preference: Preference): Fitted[] {
  const fitted = candidates.flatMap((candidate, order) => {
    const match = matchOf(candidate.industries, preference.industry);
    return match ? [{ candidate, match, order, area: servesArea(candidate, preference.city) ? 0 : 1 }] : [];
  });
  return RECOMMENDATION_MATCHES.flatMap((match) =>
    spreadProviders(fitted.filter((f) => f.match === match).sort((a, b) => a.area - b.area || a.order - b.order)),
  ).slice(0, PER_INDICATOR);
}

/**
 * recommendServiceProvider: each named weak indicator → up to three approved solutions of its industry
 * or general-purpose, each with the reason; none when nothing fits (the report then offers the 551 contact).
 */
export async function recommendProviders(
  ctx: AppContext,
  asker: Principal,
  indicatorNames: readonly string[],
  recordId: number | undefined,
): Promise<Record<string, RecommendedSolution[]>> {
  const preference = await preferenceFor(ctx, asker, recordId);
  const names = [...new Set(indicatorNames)].filter((name) => SCENARIO_OF.has(name));
  const scenarios = [...new Set(names.map((name) => SCENARIO_OF.get(name) as string))];
  const candidates = scenarios.length === 0 ? [] : await findCandidates(ctx, scenarios, fittingIndustries(preference));
  return Object.fromEntries(
    names.map((name) => {
      const scenario = SCENARIO_OF.get(name) as string;
      const chosen = pick(
        candidates.filter((c) => c.scenarios.includes(scenario)),
        preference,
      );
      return [
        name,
        chosen.map(({ candidate: c, match }, i) => ({
          newNum: i + 1,
          name: c.name,
          solutionId: String(c.id),
          providerId: String(c.providerId),
          solution: { solutionDescription: c.description },
          serviceProvider: { companyName: c.providerName },
          match,
          reason: reasonOf(match, preference.industry, scenario),
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
