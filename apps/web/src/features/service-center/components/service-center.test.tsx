import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANK } from '@/features/assessment/questionnaire/questionnaire-fixtures';
import { sessionStore } from '@/features/auth/session-store';
import { tokenStorage } from '@/lib/token-storage';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { ServiceCenter } from './service-center';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/dtmm/questionBank/tree'
        ? json({ code: 0, msg: '成功', data: BANK })
        : json({ code: 404, msg: '接口不存在' }, 404),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderCentre = () => renderWithApp(<ServiceCenter />, { path: '/severcenter' }).router;

describe('ServiceCenter', () => {
  it('asks a guest to log in before an assessment, and 去登录 replaces the route with /login', async () => {
    const router = renderCentre();
    fireEvent.click(screen.getAllByRole('button', { name: '自评估入口' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: '您还未登录' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes a signed-in user straight to the offline application', async () => {
    tokenStorage.set('token');
    const router = renderCentre();
    fireEvent.click(screen.getAllByRole('button', { name: '线下评估申请' })[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/formalAssessmentForm'));
    expect(router.state.location.search).toBe('?type=dcmm');
    expect(screen.queryByText('您还未登录')).toBeNull();
  });

  it('asks a user without a company to certify first: 去认证 opens /user/companyinfo', async () => {
    sessionStore.start(USER, PAIR);
    const router = renderCentre();
    fireEvent.click(screen.getAllByRole('button', { name: '自评估入口' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: '您还未认证，请先进行企业认证！' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/companyinfo'));
  });

  it('takes a user with a company straight to the self-assessment', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const router = renderCentre();
    fireEvent.click(screen.getAllByRole('button', { name: '自评估入口' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/severcenter/evaluation'));
    expect(screen.queryByText('您还未认证，请先进行企业认证！')).toBeNull();
  });

  it('says how long the published bank takes a visitor, from the quickest level-1 stop to the longest variant', async () => {
    renderCentre();
    // Industry 10–25 minutes, services 15–30 (the fixture's comment).
    await waitFor(() => expect(screen.getByTestId('answer-time').textContent).toBe(' 在线答题约 10–30 分钟'));
    expect(screen.getAllByTestId('answer-time')).toHaveLength(1);
  });

  it('says the consulting service is not open yet', async () => {
    renderCentre();
    fireEvent.click(screen.getByRole('button', { name: /集成管理咨询/ }));
    expect(await screen.findByText('暂未开放！')).toBeTruthy();
  });
});
