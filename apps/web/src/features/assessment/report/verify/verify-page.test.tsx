import { type ReportVerification, reportMessages } from '@dtmm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardRedirect } from '@/features/auth/route-guard';
import { tokenStorage } from '@/lib/token-storage';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { VerifyPage } from './verify-page';

afterEach(() => {
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

const CODE = 'ABCD-EFGH-2345';
const FOUND: ReportVerification = {
  reportNumber: 'SXDT-2026-000042',
  companyName: '晋数科技有限公司',
  assessmentLevel: 2,
  assessmentLevelDesc: '场景应用',
  digitalTransformationLevel: 'L1',
  assessmentDate: '2026-11-25',
  totalScore: 48.5,
  withdrawnAt: null,
};

/** Answers the verify call with `found` for CODE and a refusal for any other code. */
function stubVerify(found: ReportVerification | null = FOUND) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (found && url === `/api/dtmm/report/verify/${CODE}`) return json({ code: 0, msg: '成功', data: found });
    return json({ code: 404, msg: reportMessages.unknownCode }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const open = (code: string) => renderWithApp(<VerifyPage />, { path: '/verify/:code', entry: `/verify/${code}` });

describe('/verify/:code (public report verification)', () => {
  it('confirms a known code with the report facts, sending no token even when signed in', async () => {
    tokenStorage.set('a1');
    const fetchMock = stubVerify();
    open(CODE);
    expect(await screen.findByTestId('verify-result')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '报告核验' })).toBeTruthy();
    expect(screen.getByText(/与平台存档的评估记录一致/)).toBeTruthy();
    for (const text of ['SXDT-2026-000042', '晋数科技有限公司', '二级 · 场景应用', 'L1', '48.50', '2026年11月25日']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('access_token')).toBe(false);
  });

  it('says a withdrawn report was withdrawn, and when, never confirming it', async () => {
    stubVerify({ ...FOUND, withdrawnAt: '2026-12-01 09:30:00' });
    open(CODE);
    expect(await screen.findByText('已撤回', { selector: '.ant-alert-title' })).toBeTruthy();
    expect(screen.getByText(/企业已于 2026-12-01 09:30:00 撤回该评估报告/)).toBeTruthy();
    expect(screen.queryByText('核验通过')).toBeNull();
    expect(screen.queryByText(/与平台存档的评估记录一致/)).toBeNull();
    expect(screen.getByText('SXDT-2026-000042')).toBeTruthy();
  });

  it('is open to a guest', () => {
    expect(guardRedirect(`/verify/${CODE}`, false)).toBeNull();
  });

  it('says no report carries an unknown code', async () => {
    stubVerify(null);
    open('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText(reportMessages.unknownCode, { selector: '.ant-alert-title' })).toBeTruthy();
    expect(screen.queryByTestId('verify-result')).toBeNull();
  });

  it('asks nothing of the server for a malformed code', async () => {
    const fetchMock = stubVerify();
    open('abc');
    expect(await screen.findByText('验证码格式不正确', { selector: '.ant-alert-title' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a typed code in the printed form and opens its check', async () => {
    stubVerify();
    const { router } = open('abc');
    const field = screen.getByPlaceholderText('XXXX-XXXX-XXXX') as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'abcd efgh2345' } });
    await waitFor(() => expect(field.value).toBe(CODE));
    fireEvent.click(screen.getByText('核验', { selector: 'button span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/verify/${CODE}`));
    expect(await screen.findByTestId('verify-result')).toBeTruthy();
  });
});
