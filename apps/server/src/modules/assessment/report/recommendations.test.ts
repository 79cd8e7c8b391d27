import { type RecommendedSolution, reportDataAnswer, SOLUTION_STATUSES } from '@dtmm/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../../companies/companies.table';
import { DEMO_COMPANIES } from '../../demo/demo-province';
import { THIRD_LEVEL_INDICATORS } from '../../dictionaries/dictionary-seed';
import { solutions } from '../../solutions/solutions.table';
import { users } from '../../users/users.table';
import { assessmentRecords } from '../assessment.table';
import { DEMO_ASSESSED_COMPANIES } from '../demo/demo-assessed-companies';
import { industryFitOf } from './service-industries';

const RECOMMEND = '/api/dtmm/company/company/recommendServiceProvider';
type Answer = Record<string, RecommendedSolution[]>;

let t: TestApp;
let operator: string;
/** Each solution's declared 应用行业, by id. */
let declared: Map<string, string[]>;
beforeAll(async () => {
  t = await buildTestApp();
  operator = await t.tokenFor('operator');
  const rows = await t.database.db.select({ id: solutions.id, target: solutions.serviceTarget }).from(solutions);
  declared = new Map(rows.map((row) => [String(row.id), row.target]));
});
afterAll(() => t?.close());

async function recommend(token: string, names: readonly string[], recordId?: number): Promise<Answer> {
  const res = await t.call(token, 'POST', `${RECOMMEND}${recordId ? `?recordId=${recordId}` : ''}`, [
    ...names,
  ] as unknown as object);
  expect(res.status).toBe(200);
  return res.body.data;
}

const MATCH_ORDER = ['secondary', 'category', 'general'];
const all = (answer: Answer) => Object.values(answer).flat();

describe('recommendations for a food manufacturer (issue 29 §4, record 40)', () => {
  let food: string;
  beforeAll(async () => {
    food = await t.tokenFor('js_admin');
  });

  it('never offers another industry’s solution: no coking, ceramics, mining or welding', async () => {
    const answer = await recommend(food, THIRD_LEVEL_INDICATORS);
    const names = all(answer).map((s) => s.name);
    expect(names.length).toBeGreaterThan(0);
    for (const foreign of ['焦炉', '陶瓷', '矿山', '煤矿', '焊接', 'SRM']) {
      expect(names.filter((name) => name.includes(foreign))).toEqual([]);
    }
    for (const solution of all(answer)) {
      expect(declared.get(solution.solutionId)?.some((v) => ['食品医药', '制造业', '通用'].includes(v))).toBe(true);
    }
  });

  it('puts its own 大类 first, then its 门类, then general-purpose, each with the reason', async () => {
    const answer = await recommend(food, ['质量管理', '生产作业', '营销管理', '战略规划']);
    for (const list of Object.values(answer)) {
      const ranks = list.map((s) => MATCH_ORDER.indexOf(s.match));
      expect(ranks).toEqual([...ranks].sort());
    }
    expect(answer.质量管理?.[0]).toMatchObject({ match: 'secondary', reason: '同为食品制造业 · 质量管理' });
    expect(answer.营销管理?.map((s) => s.reason)).toContain('同为制造业 · 营销管理');
    expect(answer.战略规划?.every((s) => s.match === 'general' && s.reason === '通用方案 · 战略')).toBe(true);
  });

  it('answers none for an indicator nothing of its industry serves, then ranks what is added', async () => {
    expect((await recommend(food, ['全员劳动生产率'])).全员劳动生产率).toEqual([]);
    const [provider] = await t.database.db.select().from(users).where(eq(users.username, 'lc_admin'));
    const base = {
      companyId: provider?.companyId ?? 0,
      serviceCategory: ['全员劳动生产率'],
      serviceArea: ['14'],
      contactPerson: '张工',
      contactPhone: '13800000000',
      imageFileIds: [],
      tableFlag: SOLUTION_STATUSES.approved,
    };
    const added = await t.database.db
      .insert(solutions)
      .values(
        [['焦化'], ['通用'], ['制造业'], ['食品医药']].map((target) => ({
          ...base,
          solutionName: `${target[0]}人效方案`,
          serviceTarget: target,
        })),
      )
      .returning({ id: solutions.id });
    const ids = added.map((row) => row.id);
    onTestFinished(async () => {
      await t.database.db.delete(solutions).where(inArray(solutions.id, ids));
    });
    const answer = await recommend(food, ['全员劳动生产率']);
    expect(answer.全员劳动生产率?.map((s) => [s.name, s.reason])).toEqual([
      ['食品医药人效方案', '同为食品制造业 · 全员劳动生产率'],
      ['制造业人效方案', '同为制造业 · 全员劳动生产率'],
      ['通用人效方案', '通用方案 · 全员劳动生产率'],
    ]);
  });
});

describe('recommendations for a coking plant (issue 29 §4, record 50)', () => {
  it('offers coking, manufacturing or general-purpose solutions only, coking first', async () => {
    const answer = await recommend(await t.tokenFor('sy_admin'), THIRD_LEVEL_INDICATORS);
    const names = all(answer).map((s) => s.name);
    for (const foreign of ['食品', '陶瓷', '医药', '矿山', '煤矿', '物流', 'SRM', '酒店', '门店']) {
      expect(names.filter((name) => name.includes(foreign))).toEqual([]);
    }
    for (const solution of all(answer)) {
      expect(declared.get(solution.solutionId)?.some((v) => ['焦化', '制造业', '通用'].includes(v))).toBe(true);
    }
    // Two coking solutions for energy, one per provider, before anything of 制造业 or 通用.
    expect(answer.能源管理?.slice(0, 2).map((s) => s.reason)).toEqual([
      '同为石油、煤炭及其他燃料加工业 · 能源管理',
      '同为石油、煤炭及其他燃料加工业 · 能源管理',
    ]);
    expect(answer.能源管理?.map((s) => s.name)).toContain('焦化企业焦炉智能加热与能源平衡管控解决方案');
    expect(answer.安全生产?.[0]?.name).toBe('焦化化工企业安全生产风险监测预警解决方案');
  });
});

describe('recommendations for a logistics company (issue 29 §4, record 30)', () => {
  it('offers logistics or general-purpose solutions only, by the 经营 indicators’ names too', async () => {
    const warehousing = await t.tokenFor('yc_admin');
    const answer = await recommend(warehousing, [...THIRD_LEVEL_INDICATORS, '市场营销', '物流仓储']);
    for (const solution of all(answer)) {
      expect(declared.get(solution.solutionId)?.some((v) => ['现代物流', '通用'].includes(v))).toBe(true);
    }
    expect(answer.业务运营?.[0]).toMatchObject({
      name: '物流企业订单全程可视与服务质量管理平台',
      reason: '同为装卸搬运和仓储业 · 业务运营',
    });
    expect(answer.物流仓储?.[0]?.reason).toBe('同为装卸搬运和仓储业 · 物流配送');
    expect(answer.财务管理?.every((s) => s.reason === '通用方案 · 财务管理')).toBe(true);
    expect(answer.生产作业).toEqual([]);
  });
});

describe('the demo catalogue', () => {
  const enterprises = DEMO_COMPANIES.filter((c) => c.certificationStatus === 1 && !c.provider);

  it('gives every demo enterprise solutions of its own 大类', async () => {
    expect(enterprises.map((c) => c.key)).toContain('yuncang');
    for (const company of enterprises) {
      const [admin] = await t.database.db
        .select({ username: users.username })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(companies.socialCreditCode, company.socialCreditCode));
      const answer = await recommend(await t.tokenFor(admin?.username ?? ''), THIRD_LEVEL_INDICATORS);
      expect({ key: company.key, own: all(answer).some((s) => s.match === 'secondary') }).toEqual({
        key: company.key,
        own: true,
      });
    }
  });

  it('recommends for every completed record only solutions of its industry or general-purpose ones', async () => {
    const records = await t.database.db
      .select({
        id: assessmentRecords.id,
        category: companies.industryCategory,
        secondary: companies.secondaryIndustry,
      })
      .from(assessmentRecords)
      .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
      .where(eq(assessmentRecords.status, '1'));
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      const fit = industryFitOf(record.category, record.secondary);
      const fitting = [fit.secondary?.serviceIndustry, fit.category?.serviceIndustry, '通用'];
      for (const solution of all(await recommend(operator, THIRD_LEVEL_INDICATORS, record.id))) {
        const ok = declared.get(solution.solutionId)?.some((v) => fitting.includes(v));
        expect({ record: record.id, solution: solution.name, ok }).toEqual({
          record: record.id,
          solution: solution.name,
          ok: true,
        });
      }
    }
  });

  it('gives each variant-2 company solutions of its own trade, and one for every weak indicator of its report', async () => {
    const own: Record<string, string> = {
      xinglian: '同为信息传输、软件和信息技术服务业 · 业务运营',
      huiminxing: '同为零售业 · 业务运营',
      yunzhongyi: '同为住宿和餐饮业 · 业务运营',
      taohe: '同为房屋建筑业 · 业务运营',
    };
    for (const [key, reason] of Object.entries(own)) {
      const record = await completedRecordOf(DEMO_ASSESSED_COMPANIES.find((c) => c.key === key)?.socialCreditCode);
      expect((await recommend(operator, ['业务运营'], record)).业务运营?.[0]?.reason).toBe(reason);
    }
    const records = await t.database.db
      .select({ id: assessmentRecords.id })
      .from(assessmentRecords)
      .where(and(eq(assessmentRecords.status, '1'), eq(assessmentRecords.industryGroup, 'services')));
    expect(records).toHaveLength(7);
    for (const { id } of records) {
      const report = reportDataAnswer.parse((await t.call(operator, 'GET', `${PREVIEW}/${id}`)).body).data;
      const answer = await recommend(operator, report.weakIndicators, id);
      const unserved = report.weakIndicators.filter((name) => (answer[name] ?? []).length === 0);
      expect({ record: id, unserved }).toEqual({ record: id, unserved: [] });
    }
  });
});

const PREVIEW = '/api/dtmm/answer/previewReport';

/** The completed record of a population company (each has one). */
async function completedRecordOf(code: string | undefined): Promise<number> {
  const [row] = await t.database.db
    .select({ id: assessmentRecords.id })
    .from(assessmentRecords)
    .innerJoin(companies, eq(companies.id, assessmentRecords.companyId))
    .where(and(eq(companies.socialCreditCode, code ?? ''), eq(assessmentRecords.status, '1')));
  return row?.id ?? 0;
}
