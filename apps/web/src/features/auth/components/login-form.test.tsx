import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { tokenStorage } from '@/lib/token-storage';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { attemptStorage, recordFailure } from '../attempt-tracker';
import { sessionStore } from '../session-store';
import { LoginPanel } from './login-panel';

let fetchMock: Mock<typeof fetch>;
let loginAnswer: () => Response;

const CONFIG = { usecaptcha: 'true', companyName: '测试平台' };
const loginCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/dtmm/auth/login');

beforeEach(() => {
  loginAnswer = () => json({ code: 0, msg: '', data: { user: USER, token: PAIR } });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/cruplat/getconfig')) return json({ code: 0, msg: '', data: CONFIG });
    if (url === '/api/dtmm/auth/login') return loginAnswer();
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openLogin(entry = '/login') {
  const view = renderWithApp(<LoginPanel />, { path: '/login', entry });
  await screen.findByAltText(/验证码/);
  return view;
}
const captchaSrc = () => screen.getByAltText(/验证码/).getAttribute('src');
const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('登录', { selector: 'button > span' }));
async function fill(username: string, password: string, captcha = 'ab12') {
  type('请输入用户名', username);
  type('请输入密码', password);
  type('请输入验证码', captcha);
}

describe('login form (portal.md 2.5, 5.1)', () => {
  it('shows 欢迎登录, the captcha when enabled, a password toggle and the forgot/register links', async () => {
    await openLogin('/login?redirect=/severcenter');
    expect(screen.getByText('欢迎登录', { selector: 'h1' })).toBeTruthy();
    expect(captchaSrc()).toMatch(/^\/api\/dtmm\/common\/jcaptcha\.jpg\?captchaCookie=[0-9a-f]{32}&timestamp=\d+$/);
    expect(screen.getByText('忘记密码')).toBeTruthy();
    expect(screen.getByText('注册', { selector: 'a' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fsevercenter&type=register',
    );
    const password = screen.getByPlaceholderText('请输入密码');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(document.querySelector('.ant-input-password-icon') as Element);
    expect(password.getAttribute('type')).toBe('text');
  });

  it('names every missing field, says 请完善的信息或输入正确的信息! and refreshes the captcha', async () => {
    await openLogin();
    const before = captchaSrc();
    submit();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(await screen.findByText('请完善的信息或输入正确的信息!')).toBeTruthy();
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect(loginCalls()).toHaveLength(0);
  });

  it('asks for at least 6 password characters', async () => {
    await openLogin();
    await fill('zhangsan', '12345');
    submit();
    expect(await screen.findByText('密码长度不能少于6位')).toBeTruthy();
  });

  it('posts the form-encoded login with the trimmed username, stores the session and follows redirect', async () => {
    const { router } = await openLogin('/login?redirect=%2Fsevercenter%3Fx%3D1');
    await fill('  zhangsan ', 'secret1!');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/severcenter'));
    expect(router.state.location.search).toBe('?x=1');
    const [, init] = loginCalls()[0] ?? [];
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toMatchObject({
      grant_type: 'password',
      client_id: 'dtmm-web',
      client_secret: 'dtmm-web-public',
      username: 'zhangsan',
      password: 'secret1!',
      captcha: 'ab12',
    });
    expect(body.get('captchaCookie')).toMatch(/^[0-9a-f]{32}$/);
    expect(new Headers(init?.headers).has('access_token')).toBe(false);
    expect(sessionStore.getSnapshot()).toEqual({ token: 'a1', user: USER });
  });

  it('ignores a redirect that leaves the site', async () => {
    const { router } = await openLogin('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await fill('zhangsan', 'secret1!');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the attempts left after a wrong password, and refreshes and clears the captcha', async () => {
    loginAnswer = () =>
      json({ code: 400, msg: '你还有3次机会登录！', data: { msg: '你还有3次机会登录！', remainingAttempts: 3 } }, 400);
    await openLogin();
    const before = captchaSrc();
    await fill('zhangsan', 'wrong-1!');
    submit();
    expect((await screen.findAllByText('你还有3次机会登录！')).length).toBeGreaterThan(0);
    expect(document.querySelector('.login-form__notice')?.textContent).toContain('你还有3次机会登录！');
    await waitFor(() => expect(captchaSrc()).not.toBe(before));
    expect((screen.getByPlaceholderText('请输入验证码') as HTMLInputElement).value).toBe('');
    expect(attemptStorage.read(Date.now()).zhangsan?.failures).toBe(1);
  });

  it('shows 验证码错误 without an attempts notice and without counting', async () => {
    loginAnswer = () => json({ code: 400, msg: '验证码错误', data: { msg: '验证码错误' } }, 400);
    await openLogin();
    await fill('zhangsan', 'secret1!');
    submit();
    await waitFor(() => expect(document.querySelector('.login-form__notice')?.textContent).toContain('验证码错误'));
    expect(screen.queryByText(/次机会登录/)).toBeNull();
    expect(attemptStorage.read(Date.now())).toEqual({});
  });

  it('refuses early while the username is locked: 请N分钟后再登录！ and no request', async () => {
    let book = {};
    for (let i = 0; i < 4; i++) book = recordFailure(book, 'zhangsan', Date.now() - 60_001).book;
    attemptStorage.write(book);
    await openLogin();
    await fill('zhangsan', 'secret1!');
    submit();
    await waitFor(() =>
      expect(document.querySelector('.login-form__notice')?.textContent).toContain('请9分钟后再登录！'),
    );
    expect(loginCalls()).toHaveLength(0);
  });

  it("the 'yz' type takes a phone number as the username", async () => {
    await openLogin();
    fireEvent.click(screen.getByText('手机号登录'));
    type('请输入手机号', '1231234');
    type('请输入密码', 'secret1!');
    type('请输入验证码', 'ab12');
    submit();
    expect(await screen.findByText('请输入有效的11位手机号码')).toBeTruthy();
    type('请输入手机号', '13812345678');
    submit();
    await waitFor(() => expect(loginCalls()).toHaveLength(1));
    expect(new URLSearchParams(String(loginCalls()[0]?.[1]?.body)).get('username')).toBe('13812345678');
  });

  it('shows a note with links instead of the form while a session exists', async () => {
    sessionStore.start(USER, PAIR);
    renderWithApp(<LoginPanel />, { path: '/login', entry: '/login' });
    expect(await screen.findByText('您已登录', { selector: 'h2' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入密码')).toBeNull();
    expect(screen.getByText('返回首页', { selector: 'a' }).getAttribute('href')).toBe('/home');
    tokenStorage.clear();
  });
});
