import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { ResultPage } from '../../pages/result-page';
import { fakeCharts } from '../../report/report-test-stubs';
import { DCMM_RECORD, LEVEL_ONE_RECORD, stubDcmmApi } from '../dcmm-fixtures';

// jsdom has no canvas: the chart records the option it was given.
vi.mock('../../report/charts/echarts-setup', async () => ({
  init: (await import('../../report/report-test-stubs')).fakeInit,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  fakeCharts.length = 0;
});

const PATH = '/evaluationResultsCenter';
const open = (id: string) => renderWithApp(<ResultPage />, { path: PATH, entry: `${PATH}?type=dcmm&id=${id}` });
const ok = (data: unknown) => () => json({ code: 0, msg: '成功', data });
const levelFigure = () => document.querySelector('.result-figure__value')?.textContent;

describe('/evaluationResultsCenter?type=dcmm (assessment.md 2, Result page)', () => {
  it('shows a level-1 result with the gate answers that kept it there, and no self-check', async () => {
    const { callsTo } = stubDcmmApi({ detail: ok(LEVEL_ONE_RECORD) });
    open('8');
    expect(await screen.findByRole('heading', { name: '晋数科技有限公司' })).toBeTruthy();
    expect(callsTo('GET', '/api/dtmm/answer/dcmmDetail/8')).toHaveLength(1);
    expect(screen.getByText('提交时间：2026-11-24 15:20:00')).toBeTruthy();
    // Submitted before the 真实性承诺 existed: nothing said about it.
    expect(screen.queryByText(/已签署真实性承诺/)).toBeNull();
    expect(screen.getAllByText('数据服务方').length).toBeGreaterThan(0);
    expect(levelFigure()).toBe('一级 初始级');
    expect(screen.queryByText('总分')).toBeNull();
    const ladder = screen.getByLabelText('等级阶梯');
    expect(within(ladder).getAllByRole('listitem')).toHaveLength(5);
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('初始级');
    expect(screen.getByText('第2题「企业缴纳社保的人数」选择了D（不足50人），按规则停留在一级。')).toBeTruthy();
    expect(screen.getByText(/第4题「企业是否制定了数字化或数据管理规划」选择了D（没有规划）/)).toBeTruthy();
    expect(screen.queryByText('能力自查（非认证等级）')).toBeNull();
    expect(fakeCharts).toHaveLength(0);

    expect(screen.queryByText('3年及以上')).toBeNull();
    fireEvent.click(screen.getByText('作答详情（共 3 题）'));
    expect(await screen.findByText('3年及以上')).toBeTruthy();
  });

  it('shows a level-2 result with the way to level 3 and the self-check as a radar and a table', async () => {
    stubDcmmApi();
    open('7');
    expect(await screen.findByText('能力自查（非认证等级）')).toBeTruthy();
    expect(screen.getByText('已签署真实性承诺（2026-11-24 15:20:00）')).toBeTruthy();
    expect(levelFigure()).toBe('二级 受管理级');
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain('受管理级');
    expect(screen.getByText(/要达到三级 稳健级，需要由评估机构开展正式评估/)).toBeTruthy();
    const formal = screen.getAllByText('申请正式评估').map((link) => link.closest('a')?.getAttribute('href'));
    expect(formal).toContain('/user/formalAssessmentForm?type=dcmm');
    expect(screen.getByText(/认证等级只能通过正式评估取得/)).toBeTruthy();

    const rows = document.querySelectorAll('.dcmm-capability-table tr[data-row-key]');
    expect(rows).toHaveLength(8);
    expect(within(rows[0] as HTMLElement).getByText('数据战略')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('三级 稳健级')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('数据战略已在全单位统一管理。')).toBeTruthy();

    // The radar's chunk (ECharts) loads on first use.
    await waitFor(() => expect(fakeCharts).toHaveLength(1), { timeout: 15_000 });
    const option = fakeCharts[0]?.options[0] as {
      radar: { indicator: { name: string; max: number }[] };
      series: { type: string; data: { value: number[] }[] }[];
    };
    expect(option.radar.indicator.map((axis) => axis.max)).toEqual(Array(8).fill(5));
    expect(option.radar.indicator[7]?.name).toBe('数据生存周期');
    expect(option.series).toHaveLength(1);
    expect(option.series[0]?.data[0]?.value).toEqual(DCMM_RECORD.capability?.map((area) => area.level));
  });

  it('shows 请求错误 when the record cannot be loaded', async () => {
    stubDcmmApi({ detail: () => json({ code: 400, msg: '评估记录不存在' }, 400) });
    open('99');
    expect(await screen.findByText('请求错误')).toBeTruthy();
    expect(screen.getAllByText('评估记录不存在').length).toBeGreaterThan(0);
    expect(screen.queryByText('等级说明')).toBeNull();
  });
});
