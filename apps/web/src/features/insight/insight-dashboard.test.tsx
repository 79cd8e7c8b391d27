import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCharts } from '@/features/assessment/report/report-test-stubs';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { stubInsightApi } from './insight-fixtures';
import { AdminInsightPage } from './pages/admin-insight-page';
import { CentreInsightPage } from './pages/centre-insight-page';

// jsdom has no canvas: each chart records the option it was given.
vi.mock('@/features/assessment/report/charts/echarts-setup', async () => ({
  init: (await import('@/features/assessment/report/report-test-stubs')).fakeInit,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  fakeCharts.length = 0;
  act(() => sessionStore.clear());
});

const OPERATOR = { ...USER, isOperator: true, operatorRoles: ['reviewer' as const] };
const insightCalls = (sent: string[]) => sent.filter((url) => url.startsWith('/api/admin/insight'));

describe('/admin/insight (the province dashboard)', () => {
  it('shows the figures, the charts, the weakest indicators with their sample and the 551 progress', async () => {
    const { sent } = stubInsightApi();
    renderWithApp(<AdminInsightPage />, { path: '/admin/insight' });
    expect(await screen.findByRole('heading', { name: '省级数据看板' })).toBeTruthy();
    const cards = await screen.findByRole('list', { name: '年度概况' });
    expect(within(cards).getByText('58')).toBeTruthy();
    expect(within(cards).getByText('（本年5）')).toBeTruthy();
    expect(await screen.findByText('资金投入')).toBeTruthy();
    expect(screen.getByText('6家')).toBeTruthy();
    expect(screen.getByText('26.0%')).toBeTruthy();
    expect(screen.getByText('仅统计至少5家企业作答的指标，并注明样本企业数')).toBeTruthy();
    expect(screen.getByText('全省最薄弱指标（前10）')).toBeTruthy();
    expect(screen.getByText('服务队 3/5')).toBeTruthy();
    expect(screen.getByLabelText('正式评估申请：待受理')).toBeTruthy();
    // Six charts, drawn lazily: months, assessments, levels and three averages.
    await waitFor(() => expect(fakeCharts).toHaveLength(6));
    const titles = screen.getAllByRole('img').map((chart) => chart.getAttribute('aria-label'));
    expect(titles).toContain('企业等级分布（6家）');
    expect(insightCalls(sent)[0]).toContain(`year=${new Date().getFullYear()}`);
  });

  it('asks again with the chosen city', async () => {
    const { sent } = stubInsightApi();
    renderWithApp(<AdminInsightPage />, { path: '/admin/insight' });
    await screen.findByText('资金投入');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '地市' }));
    fireEvent.click(await screen.findByText('长治市'));
    await waitFor(() => expect(insightCalls(sent).at(-1)).toContain('cityCode=1404'));
    // The weakest indicators are the city's now, and the title says so (issue 30).
    expect(await screen.findByText('长治市最薄弱指标（前10）')).toBeTruthy();
    expect(screen.queryByText('全省最薄弱指标（前10）')).toBeNull();
  });
});

describe('/bi/bidashboard/view', () => {
  it('shows an enterprise ADMIN its company dashboard', async () => {
    act(() => sessionStore.start(COMPANY_USER, PAIR));
    const { sent } = stubInsightApi();
    renderWithApp(<CentreInsightPage />, { path: '/bi/bidashboard/view' });
    const cards = await screen.findByRole('list', { name: '企业概况' });
    expect(within(cards).getByText('2级')).toBeTruthy();
    expect(cards.textContent).toContain('最新总分52.25');
    expect(screen.getByText('最近一次：数字化转型诊断服务，完成于2025-09-05 10:00:00')).toBeTruthy();
    expect(screen.getByText('资金投入')).toBeTruthy();
    expect(screen.queryByText(/我的解决方案/)).toBeNull();
    await waitFor(() => expect(fakeCharts).toHaveLength(1));
    expect(insightCalls(sent)).toHaveLength(0);
  });

  it('shows an operator the province dashboard', async () => {
    act(() => sessionStore.start(OPERATOR, PAIR));
    const { sent } = stubInsightApi();
    renderWithApp(<CentreInsightPage />, { path: '/bi/bidashboard/view' });
    expect(await screen.findByRole('heading', { name: '省级数据看板' })).toBeTruthy();
    expect(await screen.findByText('资金投入')).toBeTruthy();
    expect(sent.some((url) => url.startsWith('/api/dtmm/insight/company'))).toBe(false);
  });

  it('explains to a USER member and to a person without a company, without asking the server', async () => {
    act(() => sessionStore.start({ ...COMPANY_USER, role: 'USER' }, PAIR));
    const { sent } = stubInsightApi();
    const view = renderWithApp(<CentreInsightPage />, { path: '/bi/bidashboard/view' });
    expect(screen.getByText('数据看板仅向企业管理员开放')).toBeTruthy();
    view.unmount();
    act(() => sessionStore.start(USER, PAIR));
    renderWithApp(<CentreInsightPage />, { path: '/bi/bidashboard/view' });
    expect(screen.getByText('完成企业认证后可查看数据看板')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去认证企业' }).getAttribute('href')).toBe('/user/companyinfo');
    expect(sent.filter((url) => url.includes('insight'))).toHaveLength(0);
  });
});
