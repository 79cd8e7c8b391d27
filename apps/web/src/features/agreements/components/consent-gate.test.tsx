import { agreementMessages } from '@dtmm/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { type SessionEndReason, sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { json, PAIR, USER } from '@/test/session-fixtures';
import { ConsentGate } from './consent-gate';

const CURRENT = [
  { kind: 'terms', version: 1, title: '用户协议', content: '<p>协议</p>', publishedAt: '2026-01-01 09:00:00' },
  {
    kind: 'privacy',
    version: 2,
    title: '隐私政策（第二版）',
    content: '<p>政策</p>',
    publishedAt: '2026-11-01 09:00:00',
  },
];
const WAITING = { ...USER, consentRequired: [{ kind: 'privacy' as const, version: 2, title: '隐私政策（第二版）' }] };

let fetchMock: Mock<typeof fetch>;
let consentAnswer: () => Response;
let ended: SessionEndReason[];
let stop: () => void;
const bodyOf = (path: string) => {
  const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === path) ?? [];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
};

beforeEach(() => {
  consentAnswer = () => json({ code: 0, msg: agreementMessages.consented, data: null });
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/dtmm/common/agreements') return json({ code: 0, msg: '成功', data: CURRENT });
    if (url === '/api/dtmm/auth/consent') return consentAnswer();
    return json({ code: 0, msg: '成功', data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  ended = [];
  stop = sessionStore.onEnd((reason) => ended.push(reason));
});
afterEach(() => {
  stop();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const dialog = () => screen.findByText('请阅读并同意最新的协议');

describe('consent gate (docs/personal-information.md)', () => {
  it('shows nothing to a guest or a person who agreed', () => {
    renderWithApp(<ConsentGate />);
    expect(screen.queryByText('请阅读并同意最新的协议')).toBeNull();
    sessionStore.start(USER, PAIR);
    renderWithApp(<ConsentGate />);
    expect(screen.queryByText('请阅读并同意最新的协议')).toBeNull();
  });

  it('asks for the new versions, which cannot be dismissed, and sends both current versions on 同意并继续', async () => {
    sessionStore.start(WAITING, PAIR);
    renderWithApp(<ConsentGate />);
    await dialog();
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/agreement/privacy');
    expect(screen.getByText(/第 2 版：隐私政策（第二版）/)).toBeTruthy();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.click(screen.getByText('同意并继续'));
    await waitFor(() => expect(sessionStore.getSnapshot().user?.consentRequired).toBeUndefined());
    expect(bodyOf('/api/dtmm/auth/consent')).toEqual({ terms: 1, privacy: 2 });
    await waitFor(() => expect(screen.queryByText('请阅读并同意最新的协议')).toBeNull());
  });

  it('keeps the dialog with the server’s reason when the consent is refused', async () => {
    consentAnswer = () => json({ code: 400, msg: agreementMessages.consentStale }, 400);
    sessionStore.start(WAITING, PAIR);
    renderWithApp(<ConsentGate />);
    await dialog();
    fireEvent.click(screen.getByText('同意并继续'));
    expect(await screen.findByText(agreementMessages.consentStale)).toBeTruthy();
    expect(sessionStore.getSnapshot().user?.consentRequired).toHaveLength(1);
  });

  it('logs out on 不同意并退出', async () => {
    sessionStore.start(WAITING, PAIR);
    renderWithApp(<ConsentGate />);
    await dialog();
    fireEvent.click(screen.getByText('不同意并退出'));
    await waitFor(() => expect(ended).toEqual(['logout']));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/dtmm/auth/logout')).toBe(true);
    expect(bodyOf('/api/dtmm/auth/consent')).toBeUndefined();
  });
});
