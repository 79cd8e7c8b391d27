import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { ReportPage } from '../pages/report-page';
import { REPORT_FIXTURE } from './report-fixture';
import { fakeCharts, ok, stubReportApi } from './report-test-stubs';

vi.mock('./charts/echarts-setup', async () => ({ init: (await import('./report-test-stubs')).fakeInit }));

beforeEach(() => {
  fakeCharts.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (search = '') =>
  renderWithApp(<ReportPage />, { path: '/evaluationReport/:id', entry: `/evaluationReport/1342${search}` });
const readiness = () => document.documentElement.dataset.reportReady;

describe('the report page while loading, on failure, in print mode', () => {
  it('shows the server’s reason, then 加载报告数据失败，请重试 when the retry fails too', async () => {
    stubReportApi({ report: () => json({ code: 500, msg: '该评估尚未完成，暂无报告' }) });
    open();
    expect(await screen.findByText('该评估尚未完成，暂无报告')).toBeTruthy();
    expect(readiness()).toBe('error');
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByText('加载报告数据失败，请重试')).toBeTruthy();
  });

  it('says 获取报告数据失败 when the network fails, and shows the report once a retry works', async () => {
    let isDown = true;
    stubReportApi({ report: () => (isDown ? Promise.reject(new TypeError('offline')) : ok(REPORT_FIXTURE)) });
    open();
    expect(await screen.findByText('获取报告数据失败')).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await screen.findByRole('region', { name: '封面' })).toBeTruthy();
    await waitFor(() => expect(readiness()).toBe('true'));
  });

  it('shows a skeleton and no readiness while the report loads', async () => {
    stubReportApi({ report: () => new Promise<Response>(() => {}) });
    open();
    expect(await screen.findByRole('region', { name: '报告加载中' })).toBeTruthy();
    expect(readiness()).toBeUndefined();
  });

  it('is not ready before the recommendations have settled, and ready when they fail', async () => {
    let fail: (response: Response) => void = () => {};
    stubReportApi({ recommend: () => new Promise<Response>((resolve) => (fail = resolve)) as never });
    open();
    await screen.findByRole('region', { name: '封面' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readiness()).toBeUndefined();
    fail(json({ code: 500, msg: '服务繁忙' }, 500));
    await waitFor(() => expect(readiness()).toBe('true'));
    expect(screen.getAllByText('推荐解决方案暂时无法获取，请稍后刷新页面重试。').length).toBeGreaterThan(0);
  });

  it('draws SVG charts without animation and no toolbar in print mode, and drops the signal on unmount', async () => {
    stubReportApi();
    const { unmount } = open('?print=1');
    await waitFor(() => expect(readiness()).toBe('true'));
    expect(screen.queryByRole('button', { name: /下载PDF/ })).toBeNull();
    expect(screen.queryByText('查看大图')).toBeNull();
    expect(fakeCharts.length).toBeGreaterThan(5);
    expect(fakeCharts.every((chart) => chart.renderer === 'svg')).toBe(true);
    expect(fakeCharts.every((chart) => chart.options.every((option) => option.animation === false))).toBe(true);
    expect(screen.getByText('https://dtmm.sx.example.cn/verify/K7MP-Q4XR-9HTW')).toBeTruthy();
    unmount();
    expect(readiness()).toBeUndefined();
    expect(fakeCharts.every((chart) => chart.dispose.mock.calls.length > 0)).toBe(true);
  });

  it('draws animated canvas charts on screen and prints once when ?autoprint=1 is ready', async () => {
    stubReportApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open('?autoprint=1');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(readiness()).toBe('true');
    expect(fakeCharts.every((chart) => chart.renderer === 'canvas')).toBe(true);
    expect(fakeCharts[0]?.options[0]?.animation).toBe(true);
  });

  it('opens a chart enlarged in 图片查看', async () => {
    stubReportApi();
    open();
    await waitFor(() => expect(readiness()).toBe('true'));
    fireEvent.click(screen.getAllByRole('button', { name: /查看大图/ })[0] as HTMLElement);
    expect(await screen.findByText('图片查看')).toBeTruthy();
    const image = document.querySelector('.image-viewer__image');
    expect(image?.getAttribute('alt')).toBe('对比组平均分与本企业得分');
    expect(image?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
  });
});
