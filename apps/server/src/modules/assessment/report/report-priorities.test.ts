import { isBelow, type ReportData, reportDataAnswer, weakIndicatorsInOrder } from '@dtmm/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../users/users.table';
import { assessmentRecords } from '../assessment.table';

/**
 * The one priority list (issue 29 §3) on the demo: sy_admin's later record (record 50 of the issue, a
 * 1000-person coking company) names the same indicators in the same order in chapter 3, the plan, the
 * staged measures and the recommendations, and gives no level-1 measure for what it met at level 1.
 */

let t: TestApp;
let token: string;
let records: number[] = [];
const ANSWER = '/api/dtmm/answer';
const RECOMMEND = '/api/dtmm/company/company/recommendServiceProvider';

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.tokenFor('sy_admin');
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'sy_admin'));
  const rows = await t.database.db
    .select({ id: assessmentRecords.id })
    .from(assessmentRecords)
    .where(and(eq(assessmentRecords.companyId, admin?.companyId ?? 0), eq(assessmentRecords.status, '1')))
    .orderBy(asc(assessmentRecords.completedAt));
  records = rows.map((row) => row.id);
});
afterAll(() => t?.close());

async function preview(recordId: number): Promise<ReportData> {
  const res = await t.call(token, 'GET', `${ANSWER}/previewReport/${recordId}`);
  expect(res.status).toBe(200);
  return reportDataAnswer.parse(res.body).data;
}

describe('one priority list on a demo report', () => {
  it("sy_admin's later record: chapter 3, the plan, the measures and the recommendations agree", async () => {
    const report = await preview(records.at(-1) ?? 0);
    const weak = weakIndicatorsInOrder(report.areas);
    const ids = report.plan.moves.map((move) => move.indicatorId);
    expect(ids.length).toBeGreaterThan(0);
    expect(weak.map((indicator) => indicator.id)).toEqual(ids);
    expect(report.stageMeasures.map((measure) => measure.indicatorId)).toEqual(ids);
    expect(report.weakIndicators).toEqual(report.plan.moves.map((move) => move.name));
    const recommended = await t.call(token, 'POST', `${RECOMMEND}?recordId=${report.recordId}`, report.weakIndicators);
    expect(recommended.body.code).toBe(0);
    const nameToId = new Map(weak.map((indicator) => [indicator.name, indicator.id]));
    expect(Object.keys(recommended.body.data).map((name) => nameToId.get(name))).toEqual(ids);
  });

  it('each weak indicator is advised for the level it falls short of, never below its own', async () => {
    const report = await preview(records.at(-1) ?? 0);
    for (const indicator of weakIndicatorsInOrder(report.areas)) {
      expect(indicator.adviceLevel).toBe(Math.min((indicator.ownLevel ?? 0) + 1, report.assessmentTargetLevel));
      const measures = report.stageMeasures.find((measure) => measure.indicatorId === indicator.id)?.measures ?? [];
      expect(measures[0]?.level).toBe(indicator.adviceLevel);
      expect(measures.at(-1)?.level).toBe(report.assessmentTargetLevel);
    }
  });

  it('every demo report of the company lists fewer weak indicators than the old reference lines did', async () => {
    for (const recordId of records) {
      const report = await preview(recordId);
      const below = report.areas.flatMap((area) => area.indicators.filter((i) => isBelow(i.score, i.threshold)));
      expect(weakIndicatorsInOrder(report.areas).length).toBeLessThanOrEqual(below.length);
    }
  });
});
