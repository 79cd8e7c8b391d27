import { personalInfoMessages as pm } from '@dtmm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type SessionEndReason, sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR } from '@/test/session-fixtures';
import { PersonalInfoActions } from './personal-info-actions';

let fetchMock: Mock<typeof fetch>;
let closeAnswer: () => Response;
let ended: SessionEndReason[];
let stop: () => void;

beforeEach(() => {
  closeAnswer = () => json({ code: 0, msg: pm.closed, data: null });
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/dtmm/auth/closeAccount' ? closeAnswer() : json({ code: 0, msg: '成功', data: null }),
  );
  vi.stubGlobal('fetch', fetchMock);
  ended = [];
  stop = sessionStore.onEnd((reason) => ended.push(reason));
  sessionStore.start(COMPANY_USER, PAIR);
});
afterEach(() => {
  stop();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

async function openDialog() {
  renderWithApp(<PersonalInfoActions />);
  fireEvent.click(screen.getByRole('button', { name: '注销账号' }));
  await screen.findByText('注销后无法恢复。注销将会：');
}
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确认注销' }));
const typePassword = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText('请输入当前登录密码'), { target: { value } });
const closeCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/dtmm/auth/closeAccount');

describe('注销账号 (docs/personal-information.md)', () => {
  it('explains what happens and needs the current password before it asks', async () => {
    await openDialog();
    expect(screen.getByText(/用户名、手机号和邮箱当即删除/)).toBeTruthy();
    expect(screen.getByText(/请先在“成员管理”中将企业管理员移交给其他成员/)).toBeTruthy();
    confirm();
    expect(await screen.findByText(pm.passwordRequired)).toBeTruthy();
    expect(closeCalls()).toHaveLength(0);
  });

  it('shows why the closure was refused, and keeps the session', async () => {
    const reason = pm.soleAdmin('晋数科技有限公司');
    closeAnswer = () => json({ code: 409, msg: reason }, 409);
    await openDialog();
    typePassword('abc123!');
    confirm();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(ended).toEqual([]);
    expect(sessionStore.getSnapshot().token).not.toBeNull();
  });

  it('puts a wrong password on the field', async () => {
    closeAnswer = () => json({ code: 400, msg: pm.passwordWrong }, 400);
    await openDialog();
    typePassword('wrong1!');
    confirm();
    expect(await screen.findByText(pm.passwordWrong)).toBeTruthy();
    expect(ended).toEqual([]);
  });

  it('ends the session when the account is closed', async () => {
    await openDialog();
    typePassword('abc123!');
    confirm();
    await waitFor(() => expect(ended).toEqual(['account-closed']));
    expect(JSON.parse(String(closeCalls()[0]?.[1]?.body))).toEqual({ password: 'abc123!' });
    expect(sessionStore.getSnapshot().token).toBeNull();
  });
});
