import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { ResultPage } from '../pages/result-page';
import { DETAIL, stubAssessmentApi } from './result-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PATH = '/evaluationResultsCenter';
const open = (search: string) => renderWithApp(<ResultPage />, { path: PATH, entry: `${PATH}${search}` });
const cellOf = (text: string) => screen.getByText(text, { selector: 'td' });

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

  it('says the DCMM result is coming without asking for a record', async () => {
    const { sent } = stubAssessmentApi();
    open('?type=dcmm&id=42');
    expect(await screen.findByText('DCMM 结果即将开放')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });
});
