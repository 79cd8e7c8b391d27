import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { COMPLETED, TRANSFORMATION } from './insight.repository';

// A company's own dashboard (docs/insight.md): its completed self-assessments and its latest report's weak indicators.

export interface HistoryRow {
  id: number;
  answerType: string;
  completedAt: string | Date;
  level: number;
  tier: string | null;
  totalScore: number;
}

/** The company's completed self-assessments, oldest first (the company index on records serves it). */
export async function findAssessmentHistory(db: Queryable, companyId: number): Promise<HistoryRow[]> {
  return rowsOf<HistoryRow>(
    await db.execute(sql`select r.id::int as id, r.answer_type as "answerType", r.completed_at as "completedAt",
        r.assessment_level as level, r.digital_transformation_level as tier, r.total_score::float8 as "totalScore"
      from assessment_records r
      where r.company_id = ${companyId} and r.answer_type in ${TRANSFORMATION} and r.status = ${COMPLETED}
      order by r.completed_at, r.id`),
  );
}

export interface CompanyWeakRow {
  id: string;
  name: string;
  groupName: string;
  score: number;
  threshold: number;
}

/**
 * The weak indicators the frozen report of the company's latest completed record names, in its priority
 * order (issue 29 §3); a report frozen before the priority list, weakest first.
 */
export async function findLatestWeakIndicators(db: Queryable, companyId: number): Promise<CompanyWeakRow[]> {
  return rowsOf<CompanyWeakRow>(
    await db.execute(sql`with latest as (
        select r.id from assessment_records r
        where r.company_id = ${companyId} and r.answer_type in ${TRANSFORMATION} and r.status = ${COMPLETED}
        order by r.completed_at desc, r.id desc limit 1)
      select i.value ->> 'id' as id, i.value ->> 'name' as name, a.value ->> 'name' || ' · ' || (i.value ->> 'groupName') as "groupName",
        (i.value ->> 'score')::float8 as score, (i.value ->> 'threshold')::float8 as threshold
      from latest join assessment_reports rep on rep.record_id = latest.id,
        jsonb_array_elements(rep.content -> 'areas') as a, jsonb_array_elements(a.value -> 'indicators') as i
      where (i.value ->> 'isWeak')::boolean
      order by (i.value ->> 'priority')::int asc nulls last, 4 asc, 1 asc`),
  );
}
