import type { ReportData } from '@dtmm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { ReportPage } from '../pages/report-page';
import { REPORT_FIXTURE, SERVICES_REPORT_FIXTURE } from './report-fixture';
import { ok, stubReportApi } from './report-test-stubs';

vi.mock('./charts/echarts-setup', async () => ({ init: (await import('./report-test-stubs')).fakeInit }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/evaluationReport/:id';
const open = (search = '') => renderWithApp(<ReportPage />, { path: PATH, entry: `/evaluationReport/1342${search}` });
const withReport = (patch: Partial<ReportData>) => stubReportApi({ report: () => ok({ ...REPORT_FIXTURE, ...patch }) });
const ready = () => waitFor(() => expect(document.documentElement.dataset.reportReady).toBe('true'));
const tableRows = (label: string) =>
  [...screen.getByRole('table', { name: label }).querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('/evaluationReport/:id (assessment.md 2, Printable report)', () => {
  it('shows the cover and the five chapters, then says it is ready', async () => {
    stubReportApi();
    open();
    const cover = await screen.findByRole('region', { name: '封面' });
    expect(within(cover).getByText(REPORT_FIXTURE.companyName)).toBeTruthy();
    expect(within(cover).getByText('二级 · 场景应用 · L1')).toBeTruthy();
    expect(within(cover).getByText('2026年11月25日')).toBeTruthy();
    expect(within(cover).getByText('https://dtmm.sx.example.cn/verify/K7MP-Q4XR-9HTW')).toBeTruthy();
    const chapters = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(chapters).toEqual([
      '第一章评估标准与指标体系',
      '第二章自评估结果',
      '第三章分领域分析',
      '第四章下一步建议',
      '第五章正式评估流程',
    ]);
    await ready();
    expect(document.title).toBe('企业数字化转型评估报告');
    await waitFor(() => expect(screen.getByRole('button', { name: /打\s*印/ }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('评估咨询电话：0351-7654321。')).toBeTruthy();
  });

  it.each(['', '?print=1'])(
    'names the configured verification site on the cover, whatever the address says (%j)',
    async (mode) => {
      stubReportApi();
      open(`${mode ? `${mode}&` : '?'}origin=https%3A%2F%2Fverify-dtmm.evil.example`);
      const cover = await screen.findByRole('region', { name: '封面' });
      await ready();
      expect(within(cover).getByText('https://dtmm.sx.example.cn/verify/K7MP-Q4XR-9HTW')).toBeTruthy();
      expect(cover.textContent).not.toContain('evil');
    },
  );

  it('says the method is the platform’s own, with its model version, drawn up with reference to T/SXSIA 001-2025', async () => {
    stubReportApi();
    open();
    const cover = await screen.findByRole('region', { name: '封面' });
    expect(
      within(cover).getByText('本平台评估方法（评估模型第 3 版），参照 T/SXSIA 001-2025《企业数字化转型评估规范》'),
    ).toBeTruthy();
    const chapter = screen.getByRole('region', { name: /评估标准与指标体系/ });
    expect(
      within(chapter).getByText(/本次评估采用本平台自有的评估方法（评估模型第 3 版），参照山西省团体标准/),
    ).toBeTruthy();
    expect(within(chapter).getByText(/该标准的分级判定规则未向本平台提供/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/依据[^，。]*T\/SXSIA/);
  });

  it('prints the figures at completion with the size class, and today’s comparison apart and dated', async () => {
    stubReportApi();
    open();
    expect(await screen.findByText(REPORT_FIXTURE.benchmark.statement)).toBeTruthy();
    expect(screen.getByText('以下为报告完成时（2026-11-25）的对比数据，随报告保存，不再变化。')).toBeTruthy();
    expect(screen.getByText(`企业规模：${REPORT_FIXTURE.benchmark.sizeNote}`)).toBeTruthy();
    const today = screen.getByRole('region', { name: '截至今日的对比' });
    expect(within(today).getByText('截至今日（2026-11-28）')).toBeTruthy();
    expect(within(today).getByText(REPORT_FIXTURE.benchmarkToday.benchmark.statement)).toBeTruthy();
  });

  it('says when today’s comparison is the same as at completion', async () => {
    withReport({ benchmarkToday: { date: '2026-11-28', benchmark: REPORT_FIXTURE.benchmark } });
    open();
    const today = await screen.findByRole('region', { name: '截至今日的对比' });
    expect(within(today).getByText('对比数据与报告完成时相同。')).toBeTruthy();
  });

  it("prints a variant-2 report with 数字化经营 in 数字化生产's place, and says why", async () => {
    stubReportApi({ report: () => ok(SERVICES_REPORT_FIXTURE) });
    open();
    const areas = await screen.findByRole('region', { name: /分领域分析/ });
    await ready();
    expect(
      within(areas)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['3.1数字化基础', '3.2数字化治理', '3.3数字化经营', '3.4数字化转型成效']);
    expect(within(areas).queryByText(/数字化生产/)).toBeNull();
    expect(within(areas).getByRole('table', { name: '数字化经营改进建议' })).toBeTruthy();
    expect(within(areas).getByText('绿色：不低于参考线 0.38（本领域得分的 0.8 倍）；红色：低于参考线。')).toBeTruthy();

    const standard = screen.getByRole('region', { name: /评估标准与指标体系/ });
    const reason = SERVICES_REPORT_FIXTURE.report.variantReason ?? '';
    expect(
      within(standard).getByText(`本次评估类型为非工业企业（以数字化经营替代数字化生产）。${reason}`),
    ).toBeTruthy();
    expect(reason).toContain('交通运输、仓储和邮政业');
    expect(standard.textContent).not.toContain('非制造业企业不评估数字化生产领域');
    expect(within(standard).getByText(/从数字化基础、数字化治理、数字化经营和数字化转型成效四个方面/)).toBeTruthy();
    const system = tableRows('评估指标体系');
    expect(system.flat().join()).not.toMatch(/数字化生产|研发设计|产品合格率/);
    expect(system).toContainEqual(['数字化经营', '营销与客户', '市场营销、客户服务']);
    expect(system).toContainEqual(['经营效益', '销售利润率、人均营业收入']);
    expect(within(standard).getByText(/本次评估的指标体系包括 4 个一级指标、14 个二级指标和 24/)).toBeTruthy();
    expect(within(standard).getByText(/数字化基础、治理和经营指标的平均达成度不低于 60%/)).toBeTruthy();
    expect(within(standard).getByText(/且纳入评估的每个指标不低于 30%（指标底线）/)).toBeTruthy();

    const facts = tableRows('企业基本信息');
    expect(facts.flat()).toContain('非工业企业（以数字化经营替代数字化生产）');
  });

  it('says a report frozen before variants was assessed as industry, with 数字化生产 and no indicator floor', async () => {
    stubReportApi();
    open();
    const standard = await screen.findByRole('region', { name: /评估标准与指标体系/ });
    expect(within(standard).getByText(/当时所有企业均按工业企业评估，含数字化生产领域/)).toBeTruthy();
    expect(tableRows('评估指标体系').flat().join()).not.toMatch(/数字化经营|人均营业收入/);
    expect(within(standard).getByText(/4 个一级指标、14 个二级指标和 31/)).toBeTruthy();
    expect(standard.textContent).not.toContain('指标底线');
  });

  it('always prints the benchmark statement, and only the statement when no group has enough companies', async () => {
    withReport({
      benchmark: { ...REPORT_FIXTURE.benchmark, group: null, statement: '全省已完成评估的企业6家，不足10家。' },
    });
    open();
    expect(await screen.findByText('全省已完成评估的企业6家，不足10家。')).toBeTruthy();
    expect(screen.queryByRole('img', { name: '对比组平均分与本企业得分' })).toBeNull();
    expect(screen.queryByRole('img', { name: '对比组等级分布' })).toBeNull();
  });

  it('shows the comparison charts beside the statement when there is a group', async () => {
    stubReportApi();
    open();
    expect(await screen.findByText(REPORT_FIXTURE.benchmark.statement)).toBeTruthy();
    expect(screen.getByRole('img', { name: '对比组平均分与本企业得分' })).toBeTruthy();
    expect(screen.getByText(/落在 40–50 分区间/)).toBeTruthy();
  });

  it('lists only the weak indicators in an area’s suggestions, and its solutions per weak indicator', async () => {
    stubReportApi();
    open();
    await screen.findByRole('table', { name: '数字化基础改进建议' });
    expect(tableRows('数字化基础改进建议').map(([index, name]) => `${index} ${name}`)).toEqual([
      '1 信息安全',
      '2 数据管理',
      '3 数字化系统',
    ]);
    expect(tableRows('数字化治理改进建议')).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByText('推荐解决方案')).toHaveLength(4));
    const solutions = tableRows('数字化基础推荐解决方案');
    expect(solutions.map(([indicator]) => indicator)).toEqual([
      '信息安全',
      '数据管理',
      '数字化系统',
      '数字化系统',
      '数字化系统',
    ]);
    expect(solutions[1]?.[1]).toBe('暂无适合本行业的方案');
  });

  it('says why each solution is recommended, marks general-purpose ones, and offers the 551 contact where none fits', async () => {
    stubReportApi();
    open();
    await ready();
    const table = screen.getByRole('table', { name: '数字化基础推荐解决方案' });
    const reasons = [...table.querySelectorAll('.report-solution__reason')].map((tag) => [
      tag.textContent,
      tag.classList.contains('report-solution__reason--general'),
    ]);
    expect(reasons).toEqual([
      ['通用方案 · 信息安全', true],
      ['同为专用设备制造业 · 数字化系统', false],
      ['同为制造业 · 数字化系统', false],
      ['通用方案 · 数字化系统', true],
    ]);
    const contact =
      '标注“暂无适合本行业的方案”的薄弱项，可联系平台“551”专项行动服务团队（电话 0351-7654321，邮箱 service@example.cn），由专家诊断后为企业对接合适的服务商。';
    // Once per area with a weak indicator that nothing fits (数字化基础: 数据管理).
    expect(within(screen.getByRole('region', { name: '数字化基础' })).getAllByText(contact)).toHaveLength(1);
  });

  it('ranks a report’s weak indicators by its priority list, with the level each suggestion is for (issue 29 §3)', async () => {
    const ranks: Record<string, number> = { 数字化系统: 1, 数据管理: 2, 信息安全: 3 };
    const areas = REPORT_FIXTURE.areas.map((area) => ({
      ...area,
      indicators: area.indicators.map((item) =>
        item.isWeak
          ? { ...item, priority: ranks[item.name] ?? 9, adviceLevel: item.name === '数据管理' ? 2 : 3 }
          : item,
      ),
    }));
    withReport({ areas });
    open();
    await screen.findByRole('table', { name: '数字化基础改进建议' });
    expect(tableRows('数字化基础改进建议').map(([index, name, level]) => `${index} ${name} ${level}`)).toEqual([
      '1 数字化系统 三级',
      '2 数据管理 二级',
      '3 信息安全 三级',
    ]);
    expect(screen.getByText(/薄弱指标是阻碍贵企业达到三级的/)).toBeTruthy();
  });

  it('says an area has no weak indicator, and marks a suggestion the standard leaves out', async () => {
    const [foundation, governance, ...rest] = REPORT_FIXTURE.areas;
    if (!foundation || !governance) throw new Error('fixture');
    const strong = { ...governance, indicators: governance.indicators.map((item) => ({ ...item, isWeak: false })) };
    const blank = { ...foundation, indicators: foundation.indicators.map((item) => ({ ...item, suggestion: null })) };
    withReport({ areas: [blank, strong, ...rest] });
    open();
    const governanceArea = await screen.findByRole('region', { name: '数字化治理' });
    expect(within(governanceArea).getByText('本领域暂无薄弱指标。')).toBeTruthy();
    expect(tableRows('数字化基础改进建议').every(([, , text]) => text === '—')).toBe(true);
    expect(screen.getByText(/标“—”的指标/)).toBeTruthy();
  });

  it('lists the plan’s moves in order with their effect and the quick-win tag', async () => {
    stubReportApi();
    open();
    await screen.findByRole('table', { name: '改进计划' });
    const rows = tableRows('改进计划');
    expect(rows.map(([, name]) => name)).toEqual(['数字化系统快速见效', '管理机制', '能源管理快速见效']);
    expect(rows[0]).toContain('20% → 60%');
    expect(rows.map((row) => row.at(-1))).toEqual(['+1.50', '+1.25', '+0.83']);
    expect(screen.getByText(REPORT_FIXTURE.plan.summary)).toBeTruthy();
  });

  it('lists the three top providers', async () => {
    stubReportApi();
    open();
    expect(await screen.findByText('晋中智造软件有限公司', { selector: '.report-provider__name' })).toBeTruthy();
    expect(document.querySelectorAll('.report-provider')).toHaveLength(3);
  });
});
