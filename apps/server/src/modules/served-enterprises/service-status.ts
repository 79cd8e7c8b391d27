import { RECORD_STATUSES, SERVICE_STATUSES, type ServiceStatus } from '@dtmm/shared';
import { type SQL, sql } from 'drizzle-orm';
import { assessmentAnswers, assessmentRecords } from '../assessment/assessment.table';
import { servedEnterprises } from './served-enterprises.table';

/** A constant of the rule as an SQL literal: the expression stays free of parameters, so it may be grouped and compared alike. */
const literal = (value: string) => sql.raw(`'${value}'`);
/** Completed, or withdrawn since by the company: either way the provider's assessment was done. */
const FINISHED = sql.raw(`('${RECORD_STATUSES.completed}', '${RECORD_STATUSES.withdrawn}')`);

/**
 * The service status of a served enterprise, derived in SQL from its record and its report
 * (docs/service-management.md) — the only place the rule is written; lists, filters, statistics,
 * the detail and the operators' progress all select it:
 * - '2' 已完成: the record is complete (or withdrawn since) and the provider has uploaded the report;
 * - '1' 服务中: the enterprise has answered at least one question (the answers' key starts with the
 *   record id, so the EXISTS is one index probe), or the record is complete without the report;
 * - '0' 待服务: started with the provider, nothing answered yet.
 * The query must join `served_enterprises` to `assessment_records` under their own names.
 */
export function serviceStatus(): SQL<ServiceStatus> {
  return sql<ServiceStatus>`(case
    when ${assessmentRecords.status} in ${FINISHED} and ${servedEnterprises.reportFileId} is not null
      then ${literal(SERVICE_STATUSES.completed)}
    when ${assessmentRecords.status} in ${FINISHED}
      or exists (select 1 from ${assessmentAnswers} where ${assessmentAnswers.recordId} = ${assessmentRecords.id})
      then ${literal(SERVICE_STATUSES.inService)}
    else ${literal(SERVICE_STATUSES.planned)} end)`;
}

/** How many of the rows counted have the status (for `count(*) filter`). */
export const countWithStatus = (status: ServiceStatus) =>
  sql<number>`count(*) filter (where ${serviceStatus()} = ${literal(status)})`.mapWith(Number);
