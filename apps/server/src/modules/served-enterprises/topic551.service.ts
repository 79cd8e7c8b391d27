import {
  formatDateTime,
  percentText,
  TOPIC551_DEFAULT_TARGETS,
  type Topic551Progress,
  type Topic551ProviderQuery,
  type Topic551Summary,
  type Topic551Targets,
} from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { recordAudit } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { areaText } from '../regions/regions.data';
import { countProgress, countSummary, findPlan, findProviderProgressPage, upsertPlan } from './topic551.repository';

/** The year it is in China. */
export const currentYear = (ctx: AppContext) => Number(formatDateTime(new Date(ctx.now())).slice(0, 4));

/** The year's targets and the experts enrolled; 5 / 50 / 100 and none until the operators set the year. */
async function planOf(db: Queryable, year: number): Promise<{ targets: Topic551Targets; experts: number }> {
  const plan = await findPlan(db, year);
  if (!plan) return { targets: { ...TOPIC551_DEFAULT_TARGETS }, experts: 0 };
  return {
    targets: { squads: plan.squadTarget, experts: plan.expertTarget, enterprises: plan.enterpriseTarget },
    experts: plan.expertsEnrolled,
  };
}

/**
 * The province's 551 progress in a year (docs/service-management.md): the served enterprises whose
 * record started that year, by status and per city, against the year's targets. The rate is completed
 * services over the target number of enterprises. The providers are paged apart (topic551Providers).
 */
export async function topic551Progress(ctx: AppContext, year: number): Promise<Topic551Progress> {
  const { db } = ctx;
  const [plan, { counts, squads, cities }] = await Promise.all([planOf(db, year), countProgress(db, year)]);
  return {
    ...summaryOf(year, plan, counts, squads),
    cities: cities.map((city) => ({
      code: city.city ?? '',
      name: areaText(city.city),
      enterprises: city.enterprises,
      completed: city.completed,
    })),
  };
}

/** One page of the providers serving in the year, with their enterprises by status. */
export async function topic551Providers(ctx: AppContext, query: Topic551ProviderQuery) {
  const { rows, total } = await findProviderProgressPage(ctx.db, { ...query, year: query.year ?? currentYear(ctx) });
  return {
    total,
    rows: rows.map(({ providerId, providerName, ...figures }) => ({
      serviceProviderId: String(providerId),
      serviceProviderName: providerName ?? '',
      ...figures,
    })),
  };
}

/** The same figures in all, without the cities: what the province dashboard shows. */
export async function topic551Summary(ctx: AppContext, year: number): Promise<Topic551Summary> {
  const [plan, { counts, squads }] = await Promise.all([planOf(ctx.db, year), countSummary(ctx.db, year)]);
  return summaryOf(year, plan, counts, squads);
}

function summaryOf(
  year: number,
  plan: Awaited<ReturnType<typeof planOf>>,
  counts: Awaited<ReturnType<typeof countSummary>>['counts'],
  squads: number,
): Topic551Summary {
  return {
    year,
    targets: plan.targets,
    squads,
    experts: plan.experts,
    ...counts,
    progressRate: percentText(counts.completed, plan.targets.enterprises),
  };
}

export interface Topic551PlanInput {
  year: number;
  squads: number;
  experts: number;
  enterprises: number;
  expertsEnrolled: number;
}

/** PUT targets: the year's plan written whole (insert or replace), with an audit row, in one transaction. */
export async function saveTopic551Plan(
  ctx: AppContext,
  request: FastifyRequest,
  operator: Principal,
  input: Topic551PlanInput,
) {
  const values = {
    squadTarget: input.squads,
    expertTarget: input.experts,
    enterpriseTarget: input.enterprises,
    expertsEnrolled: input.expertsEnrolled,
    updatedBy: operator.userId,
    updatedAt: new Date(ctx.now()),
  };
  await ctx.db.transaction(async (tx) => {
    await upsertPlan(tx, input.year, values);
    await recordAudit(tx, request, {
      action: 'topic551.targets',
      userId: operator.userId,
      subject: String(input.year),
      detail: { ...input },
    });
  });
}
