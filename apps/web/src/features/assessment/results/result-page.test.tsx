import { reportMessages, type TrendPoint } from '@dtmm/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { ResultPage } from '../pages/result-page';
import { REPORT_FIXTURE } from '../report/report-fixture';
import { buttonIn, DETAIL, SERVICES_DETAIL, stubAssessmentApi } from './result-fixtures';

// ECharts draws nothing under jsdom: the chart says what it was given instead.
vi.mock('../report/charts/trend-chart', () => ({
  TrendChart: ({ trend }: { trend: TrendPoint[] }) => (
    <p data-testid="trend-chart">{trend.map((point) => point.date).join(',')}</p>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/evaluationResultsCenter';
const open = (search: string) => renderWithApp(<ResultPage />, { path: PATH, entry: `${PATH}${search}` });
const cellOf = (text: string) => screen.getByText(text, { selector: 'td' });
const ok = (data: unknown) => () => json({ code: 0, msg: '成功', data });

describe('/evaluationResultsCenter (assessment.md 2, Result page)', () => {
  it('logs 请定义type and replaces itself with the service centre when the type is missing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { callsTo } = stubAssessmentApi();
    const { router } = open('?id=42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/severcenter'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(`${PATH}?id=42`)}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(logged).toHaveBeenCalledWith('请定义type');
    expect(callsTo('GET', 'recordDetail')).toHaveLength(0);
  });

  it('shows the summary, the ladder, the area scores, the merged indicator table and the explanation', async () => {
    const { callsTo } = stubAssessmentApi();
    open('?type=zdpg&id=42');
    expect(await screen.findByRole('heading', { name: '晋数科技有限公司' })).toBeTruthy();
    expect(callsTo('GET', 'recordDetail/42')).toHaveLength(1);
    expect(screen.getByText('评估时间：2026-11-20 10:00:00')).toBeTruthy();
    expect(screen.getByText('48.50')).toBeTruthy();
    expect(screen.getByText('二级 · 场景应用')).toBeTruthy();
    expect(screen.getByText('L1')).toBeTruthy();
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('场景应用');
    expect(screen.getByText('权重 35%')).toBeTruthy();
    expect(cellOf('数字化基础').getAttribute('rowspan')).toBe('3');
    expect(cellOf('数字化投入').getAttribute('rowspan')).toBe('2');
    expect(cellOf('数字化治理').getAttribute('rowspan')).toBeNull();
    expect(document.querySelectorAll('.indicator-table tr[data-row-key]')).toHaveLength(DETAIL.level3.length);
    expect(screen.getByText(/最需要提升的指标/).textContent).toBe(DETAIL.explanation);
    expect(screen.getByText('数字化转型评估').getAttribute('href')).toBe('/user/digitalization');
    expect(screen.queryByTestId('record-provider')).toBeNull();
    fireEvent.click(screen.getByText('查看评分方法'));
    expect(await screen.findByText(/总分 = 100 × （数字化基础 × 0.3 \+ 数字化治理 × 0.2/)).toBeTruthy();
  });

  it('explains a variant-2 result: 数字化经营 in the rules and the total, and the indicator floor', async () => {
    stubAssessmentApi({ detail: () => json({ code: 0, msg: '成功', data: SERVICES_DETAIL }) });
    open('?type=zdpg&id=43');
    expect(await screen.findByRole('heading', { name: '太原市晋通汇达物流有限公司' })).toBeTruthy();
    expect(cellOf('数字化经营').getAttribute('rowspan')).toBe('3');
    fireEvent.click(screen.getByText('查看评分方法'));
    expect(
      await screen.findByText(
        '本次评估类型为非工业企业（以数字化经营替代数字化生产）：不评数字化生产，改评数字化经营。',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/纳入评估的数字化基础、数字化治理、数字化经营指标平均达成度不低于0.6/)).toBeTruthy();
    expect(screen.getByText(/每个指标不低于0.3的指标底线/)).toBeTruthy();
    expect(
      screen.getByText(
        '总分 = 100 × （数字化基础 × 0.3 + 数字化治理 × 0.2 + 数字化经营 × 0.35 + 数字化转型成效 × 0.15）。',
      ),
    ).toBeTruthy();
    expect(document.querySelector('.result-method')?.textContent).not.toContain('数字化生产 ×');
  });

  it('says nothing of an indicator floor or of 数字化经营 for a version-1 result', async () => {
    stubAssessmentApi();
    open('?type=zdpg&id=42');
    fireEvent.click(await screen.findByText('查看评分方法'));
    const method = await screen.findByText(/总分 = 100 ×/);
    expect(method.textContent).toBe(
      '总分 = 100 × （数字化基础 × 0.3 + 数字化治理 × 0.2 + 数字化生产 × 0.35 + 数字化转型成效 × 0.15）。',
    );
    expect(document.querySelector('.result-method')?.textContent).not.toMatch(/指标底线|数字化经营/);
  });

  it('says when the 真实性承诺 was accepted; an older record without one says nothing of it', async () => {
    stubAssessmentApi();
    open('?type=zdpg&id=42');
    expect(await screen.findByText('已签署真实性承诺（2026-11-20 09:35:00）')).toBeTruthy();
    cleanup();
    stubAssessmentApi({ detail: () => json({ code: 0, msg: '成功', data: { ...DETAIL, pledge: null } }) });
    open('?type=zdpg&id=42');
    expect(await screen.findByRole('heading', { name: '晋数科技有限公司' })).toBeTruthy();
    expect(screen.queryByText(/真实性承诺/)).toBeNull();
  });

  it('names the service provider of a 551 record', async () => {
    stubAssessmentApi({ detail: () => json({ code: 0, msg: '成功', data: { ...DETAIL, answerType: '2' } }) });
    open('?type=other&id=42');
    await screen.findByTestId('record-provider');
    await waitFor(() => expect(screen.getByTestId('record-provider').textContent).toBe('山西智造服务有限公司'));
  });

  it('shows 请求错误 and no result when the detail cannot be loaded', async () => {
    stubAssessmentApi({ detail: () => json({ code: 400, msg: '该评估尚未完成，暂无评估结果' }, 400) });
    open('?type=zdpg&id=42');
    expect(await screen.findByText('请求错误')).toBeTruthy();
    expect(screen.getAllByText('该评估尚未完成，暂无评估结果').length).toBeGreaterThan(0);
    expect(screen.queryByText('结果说明')).toBeNull();
  });
});

describe('/evaluationResultsCenter report entries (assessment.md 2, Result page)', () => {
  it('links 查看评估报告 to the printable report and draws the trend of the completed assessments', async () => {
    const { callsTo } = stubAssessmentApi();
    const { router } = open('?type=zdpg&id=42');
    const link = (await screen.findByText('查看评估报告')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/evaluationReport/42');
    const chart = await screen.findByTestId('trend-chart');
    expect(chart.textContent).toBe(REPORT_FIXTURE.trend.map((point) => point.date).join(','));
    expect(callsTo('GET', 'previewReport/42')).toHaveLength(1);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluationReport/42'));
  });

  it('sums the report up in 详细评估报告 with 下载报告, 打印, 查看完整报告 and 关闭', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { callsTo } = stubAssessmentApi();
    const { router } = open('?type=zdpg&id=42');
    fireEvent.click((await screen.findByText('详细评估报告', { selector: 'button span' })) as HTMLElement);
    const modal = (await screen.findByText(REPORT_FIXTURE.plan.summary)).closest('.ant-modal') as HTMLElement;
    for (const text of ['二级 · 场景应用', 'L1', '48.55', REPORT_FIXTURE.benchmark.statement]) {
      expect(within(modal).getByText(text)).toBeTruthy();
    }
    for (const name of REPORT_FIXTURE.weakIndicators) expect(within(modal).getByText(name)).toBeTruthy();
    expect(within(modal).queryByText(/贵公司本次评估总分/)).toBeNull(); // the analysis stays hidden

    fireEvent.click(buttonIn(modal, '下载报告') as HTMLElement);
    expect(await screen.findByText(reportMessages.pdfOk)).toBeTruthy();
    expect(callsTo('GET', 'reportPdf/42')).toHaveLength(1);
    fireEvent.click(buttonIn(modal, '打印') as HTMLElement);
    expect(opened).toHaveBeenCalledWith('/evaluationReport/42?autoprint=1', '_blank', 'noopener');
    fireEvent.click(buttonIn(modal, '关闭') as HTMLElement);
    await waitFor(() => expect(screen.queryByText(REPORT_FIXTURE.plan.summary)).toBeNull());

    fireEvent.click(screen.getByText('详细评估报告', { selector: 'button span' }));
    fireEvent.click(buttonIn(await screen.findByRole('dialog'), '查看完整报告') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/evaluationReport/42'));
  });

  it('shows the server msg in the modal when the report cannot be loaded', async () => {
    stubAssessmentApi({ report: () => json({ code: 500, msg: '该评估的报告尚未生成' }, 500) });
    open('?type=zdpg&id=42');
    fireEvent.click((await screen.findByText('详细评估报告', { selector: 'button span' })) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('该评估的报告尚未生成')).toBeTruthy();
    expect(buttonIn(dialog, '下载报告')?.disabled).toBe(true);
  });

  it('offers no report for a DCMM record', async () => {
    const { callsTo } = stubAssessmentApi({ detail: ok({ ...DETAIL, answerType: '1' }) });
    open('?type=zdpg&id=42');
    expect(await screen.findByRole('heading', { name: DETAIL.companyName })).toBeTruthy();
    expect(screen.queryByText('查看评估报告')).toBeNull();
    expect(screen.queryByText('历次评估趋势')).toBeNull();
    expect(callsTo('GET', 'previewReport')).toHaveLength(0);
  });
});
