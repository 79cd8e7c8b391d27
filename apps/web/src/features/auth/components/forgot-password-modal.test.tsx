import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { json } from '@/test/session-fixtures';
import { LoginPanel } from './login-panel';

let fetchMock: Mock<typeof fetch>;
let resetAnswer: () => Response;
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url) === path);

beforeEach(() => {
  resetAnswer = () => json({ code: 0, msg: '密码已重置，请使用新密码登录', data: null });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/cruplat/getconfig')) return json({ code: 0, msg: '', data: { usecaptcha: 'false' } });
    if (url === '/api/dtmm/auth/sendExistVerifyCode') return json({ code: 0, msg: '', data: null });
    if (url === '/api/dtmm/auth/forgetPassword') return resetAnswer();
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const dialog = () => document.querySelector('.forgot-password-modal') as HTMLElement;
const inDialog = (placeholder: string) => dialog().querySelector(`[placeholder="${placeholder}"]`) as HTMLInputElement;
const type = (placeholder: string, value: string) => fireEvent.change(inDialog(placeholder), { target: { value } });
const confirm = () => fireEvent.click(screen.getByText('确定'));

async function openForgot() {
  renderWithApp(<LoginPanel />, { path: '/login', entry: '/login' });
  fireEvent.click(await screen.findByText('忘记密码'));
  await screen.findByText('确定');
}

describe('forgot-password dialog (portal.md 2.5, 5.3)', () => {
  it('has 取消 and 确定, names what is missing and says 请完善填写信息', async () => {
    await openForgot();
    expect(screen.getByText('取消')).toBeTruthy();
    confirm();
    expect(await screen.findByText('请完善填写信息')).toBeTruthy();
    // Field errors render after the form's own validation settles, which may be after the toast.
    for (const error of ['请输入手机号', '请输入短信验证码', '请输入密码', '请再次输入密码']) {
      expect(await screen.findByText(error)).toBeTruthy();
    }
  });

  it("uses '请输入有效的手机号' and the register password rules", async () => {
    await openForgot();
    type('请输入手机号', '1381234');
    type('请输入新密码', 'abcdef');
    type('请再次输入新密码', 'abcdeg');
    confirm();
    expect(await screen.findByText('请输入有效的手机号')).toBeTruthy();
    expect(screen.getByText('密码必须包含至少一个数字')).toBeTruthy();
    expect(screen.getByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('sends the reset code to a registered phone', async () => {
    await openForgot();
    type('请输入手机号', '13812345678');
    fireEvent.click(screen.getByText('获取验证码'));
    expect(await screen.findByText('120秒后重新获取')).toBeTruthy();
    expect(JSON.parse(String(callsTo('/api/dtmm/auth/sendExistVerifyCode')[0]?.[1]?.body))).toEqual({
      phone: '13812345678',
    });
  });

  it('resets, closes and shows the msg; a refusal keeps the dialog open with the msg', async () => {
    resetAnswer = () => json({ code: 400, msg: '短信验证码错误' }, 400);
    await openForgot();
    type('请输入手机号', '13812345678');
    type('请输入短信验证码', '111111');
    type('请输入新密码', 'abc123!');
    type('请再次输入新密码', 'abc123!');
    confirm();
    expect(await screen.findByText('短信验证码错误')).toBeTruthy();
    expect(dialog()).toBeTruthy();
    expect(JSON.parse(String(callsTo('/api/dtmm/auth/forgetPassword')[0]?.[1]?.body))).toEqual({
      phone: '13812345678',
      verifyCode: '111111',
      newPassword: 'abc123!',
      confirmPassword: 'abc123!',
    });

    resetAnswer = () => json({ code: 0, msg: '密码已重置，请使用新密码登录', data: null });
    confirm();
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.forgot-password-modal .ant-form')).toBeNull());
  });
});
