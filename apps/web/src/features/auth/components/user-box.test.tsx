import { USER_MENU_HIDE_MS } from '@dtmm/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { type SessionEndReason, sessionStore } from '../session-store';
import { UserBox } from './user-box';

let fetchMock: Mock<typeof fetch>;
let ended: SessionEndReason[];
let stop: () => void;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json({ code: 0, msg: '密码修改成功', data: null }));
  vi.stubGlobal('fetch', fetchMock);
  ended = [];
  stop = sessionStore.onEnd((reason) => ended.push(reason));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const box = () => document.querySelector('.user-box') as HTMLElement;
const menu = () => document.querySelector('.user-box__menu');
/** The calls other than the header badge's unread count. */
const ownCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).includes('/notifications/unread-count'));

describe('header user box (portal.md 2.1)', () => {
  it('shows 未认证 and the phone for a user without a company, the company name otherwise', () => {
    sessionStore.start(USER, PAIR);
    renderWithApp(<UserBox />);
    expect(box().textContent).toContain('未认证');
    expect(box().textContent).toContain('13812345678');
    act(() => sessionStore.setUser(COMPANY_USER));
    expect(box().textContent).toContain('晋数科技有限公司');
  });

  it('shows the unread message count as a badge', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/dtmm/notifications/unread-count')
        ? json({ code: 0, msg: 'ok', data: { count: 3 } })
        : json({ code: 0, msg: 'ok', data: null }),
    );
    sessionStore.start(USER, PAIR);
    renderWithApp(<UserBox />);
    await waitFor(() => expect(box().querySelector('.ant-badge-count')?.textContent).toContain('3'));
  });

  it('opens on hover and hides 300 ms after the pointer leaves, unless it comes back', () => {
    vi.useFakeTimers();
    sessionStore.start(USER, PAIR);
    renderWithApp(<UserBox />);
    fireEvent.mouseEnter(box());
    expect(menu()?.textContent).toContain('个人中心');
    expect(menu()?.textContent).toContain('修改密码');
    expect(menu()?.textContent).toContain('退出登录');
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(USER_MENU_HIDE_MS - 50));
    fireEvent.mouseEnter(box());
    act(() => vi.advanceTimersByTime(USER_MENU_HIDE_MS));
    expect(menu()).not.toBeNull();
    fireEvent.mouseLeave(box());
    act(() => vi.advanceTimersByTime(USER_MENU_HIDE_MS - 1));
    expect(menu()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).toBeNull();
  });

  it('个人中心 opens the user centre; 退出登录 ends the session', async () => {
    sessionStore.start(USER, PAIR);
    renderWithApp(<UserBox />);
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByText('个人中心').closest('a')?.getAttribute('href')).toBe('/user');
    expect(screen.queryByText('运营管理后台')).toBeNull();
    fireEvent.click(screen.getByText('退出登录'));
    await waitFor(() => expect(ended).toEqual(['logout']));
    expect(String(ownCalls()[0]?.[0])).toBe('/api/dtmm/auth/logout');
  });

  it('修改密码: the 5.4 messages, then the server ends all sessions and so does this one', async () => {
    sessionStore.start(USER, PAIR);
    renderWithApp(<UserBox />);
    fireEvent.mouseEnter(box());
    fireEvent.click(screen.getByText('修改密码'));
    await screen.findByText('确定');
    fireEvent.click(screen.getByText('确定'));
    expect(await screen.findByText('请输入当前密码')).toBeTruthy();
    expect(await screen.findByText('新密码不能为空')).toBeTruthy();
    expect(screen.getByText('确认密码不能为空')).toBeTruthy();
    expect(await screen.findByText('请完善提示信息!')).toBeTruthy();

    const [current, password, confirmation] = document.querySelectorAll<HTMLInputElement>('.ant-modal input');
    fireEvent.change(current as HTMLInputElement, { target: { value: 'old123!' } });
    fireEvent.change(password as HTMLInputElement, { target: { value: 'abcdef' } });
    expect(await screen.findByText('密码必须包含至少一个数字')).toBeTruthy();
    fireEvent.change(password as HTMLInputElement, { target: { value: 'new123!' } });
    fireEvent.change(confirmation as HTMLInputElement, { target: { value: 'new123?' } });
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    fireEvent.change(confirmation as HTMLInputElement, { target: { value: 'new123!' } });
    fireEvent.click(screen.getByText('确定'));
    await waitFor(() => expect(ended).toEqual(['password-changed']));
    const [url, init] = ownCalls()[0] ?? [];
    expect(String(url)).toBe('/api/dtmm/auth/updatePassword');
    expect(JSON.parse(String(init?.body))).toEqual({
      oldPassword: 'old123!',
      password: 'new123!',
      confirmPassword: 'new123!',
    });
    expect(new Headers(init?.headers).get('access_token')).toBe('a1');
  });
});
