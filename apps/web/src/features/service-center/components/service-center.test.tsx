import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { tokenStorage } from '@/lib/token-storage';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { ServiceCenter } from './service-center';

function renderCentre() {
  const router = createMemoryRouter(
    [
      { path: '/severcenter', element: <ServiceCenter /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/severcenter'] },
  );
  render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

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

  it('says the consulting service is not open yet', async () => {
    renderCentre();
    fireEvent.click(screen.getByRole('button', { name: /集成管理咨询/ }));
    expect(await screen.findByText('暂未开放！')).toBeTruthy();
  });
});
