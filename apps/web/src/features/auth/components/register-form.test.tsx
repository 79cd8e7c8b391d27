import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { LoginPanel } from './login-panel';

let fetchMock: Mock<typeof fetch>;
const AGREEMENTS = [
  { kind: 'terms', version: 2, title: '用户协议', content: '<p>协议</p>', publishedAt: '2026-11-01 09:00:00' },
  { kind: 'privacy', version: 3, title: '隐私政策', content: '<p>政策</p>', publishedAt: '2026-11-02 09:00:00' },
];
let sendAnswer: () => Response;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

beforeEach(() => {
  sendAnswer = () => json({ code: 0, msg: '验证码已发送', data: null });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/cruplat/getconfig')) return json({ code: 0, msg: '', data: { usecaptcha: 'false' } });
    if (url === '/api/dtmm/auth/sendNotExistVerifyCode') return sendAnswer();
    if (url === '/api/dtmm/auth/register') return json({ code: 0, msg: '注册成功，请登录', data: null });
    if (url === '/api/dtmm/common/agreements') return json({ code: 0, msg: '成功', data: AGREEMENTS });
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const openRegister = () => renderWithApp(<LoginPanel />, { path: '/login', entry: '/login?type=register' });
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const type = (placeholder: string, value: string) => fireEvent.change(field(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByText('注册', { selector: 'button > span' }));
const errorOf = (name: string) =>
  document.querySelector(`#register_${name}_help`)?.textContent ??
  document.querySelector(`[id="register_${name}"]`)?.closest('.ant-form-item')?.querySelector('.ant-form-item-explain')
    ?.textContent;

async function expectPasswordError(password: string, expected: string) {
  type('请设置密码', password);
  await waitFor(() => expect(errorOf('password')).toBe(expected));
}

describe('register form (portal.md 2.5, 5.2)', () => {
  it('names every missing field and says 请完善的信息!', async () => {
    openRegister();
    await screen.findByText('用户注册');
    submit();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请再次输入密码')).toBeTruthy();
    expect(screen.getByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入短信验证码')).toBeTruthy();
    expect(screen.getByText('请阅读并同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(await screen.findByText('请完善的信息!')).toBeTruthy();
  });

  it('reports the password rules one at a time, in the order of 5.2', async () => {
    openRegister();
    await screen.findByText('用户注册');
    await expectPasswordError('a1!', '密码长度不能少于6位');
    await expectPasswordError('abcdef', '密码必须包含至少一个数字');
    await expectPasswordError('123456', '密码必须包含至少一个小写字母');
    await expectPasswordError('abc123', '密码必须包含至少一个特殊字符');
    await expectPasswordError('abc 123!', '密码不能包含空格');
    type('请设置密码', 'abc123!');
    await waitFor(() => expect(errorOf('password')).toBeFalsy());
    type('请再次输入密码', 'abc123?');
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('checks the phone before sending a code, then counts 120 s down on the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openRegister();
    await screen.findByText('用户注册');
    fireEvent.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    type('请输入手机号', '12345678901');
    fireEvent.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('请输入有效的11位手机号码')).toBeTruthy();
    expect(callsTo('/api/dtmm/auth/sendNotExistVerifyCode')).toHaveLength(0);

    type('请输入手机号', '13812345678');
    fireEvent.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('120秒后重新获取')).toBeTruthy();
    const [, init] = callsTo('/api/dtmm/auth/sendNotExistVerifyCode')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13812345678' });
    expect(screen.getByText('120秒后重新获取').closest('button')?.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('90秒后重新获取')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(90_000));
    expect(screen.getByText('获取验证码').closest('button')?.disabled).toBe(false);
  });

  it('does not count down when the code was not sent, and shows the msg', async () => {
    sendAnswer = () => json({ code: 409, msg: '该手机号已注册' }, 409);
    openRegister();
    await screen.findByText('用户注册');
    type('请输入手机号', '13812345678');
    fireEvent.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('该手机号已注册')).toBeTruthy();
    expect(screen.getByText('获取验证码')).toBeTruthy();
  });

  it('registers form-encoded, shows the msg and returns to the login form with the username', async () => {
    const { router } = openRegister();
    await screen.findByText('用户注册');
    type('2-20位中文、字母、数字或下划线', ' 新用户_01 ');
    type('请设置密码', 'abc123!');
    type('请再次输入密码', 'abc123!');
    type('请输入手机号', '13812345678');
    type('请输入短信验证码', '246810');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/agreement/privacy');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    expect(await screen.findByText('注册成功，请登录')).toBeTruthy();
    await screen.findByText('欢迎登录');
    expect(router.state.location.search).toBe('');
    expect((field('请输入用户名') as HTMLInputElement).value).toBe('新用户_01');
    const [, init] = callsTo('/api/dtmm/auth/register')[0] ?? [];
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      username: '新用户_01',
      password: 'abc123!',
      confirmPassword: 'abc123!',
      phone: '13812345678',
      verifyCode: '246810',
      terms: '2',
      privacy: '3',
    });
  });
});
