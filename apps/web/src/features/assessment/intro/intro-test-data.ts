import type { RecordItem } from '@dtmm/shared';
import { waitFor } from '@testing-library/react';
import { expect, type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';

/** A record as recordList answers it, in progress unless told otherwise. */
export const recordItem = (over: Partial<RecordItem> = {}): RecordItem => ({
  id: '42',
  companyName: '晋数科技有限公司',
  answerType: '0',
  assessmentType: '1',
  status: '0',
  assessmentLevel: 0,
  currentLevel: 1,
  digitalTransformationLevel: '',
  totalScore: null,
  answerTime: '2026-03-01 09:00:00',
  createTime: '2026-03-01 09:00:00',
  serviceProviderId: '',
  dcmmPartyType: '',
  withdrawnAt: '',
  withdrawReason: '',
  ...over,
});

/** Stubs fetch with an envelope answer per path (data and total); unknown paths answer an empty list. */
export function stubApi(answers: Record<string, { data: unknown; total?: number }>): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const answer = answers[pathname] ?? { data: [], total: 0 };
    return json({ code: 0, msg: '', ...answer });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The addresses asked for under `path`, oldest first. */
export const requestsTo = (fetchMock: Mock<typeof fetch>, path: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

export const RECORD_LIST_PATH = '/api/dtmm/answer/recordList';

/** By class: role queries over a whole page are slow in jsdom, and this runs inside waitFor. */
export const startButton = () => document.querySelector('.intro-actions__start') as HTMLButtonElement;

/** The start button waits (loading) until the record list has answered. */
export const startReady = (label: '开始自评' | '继续自评') =>
  waitFor(() => {
    expect(startButton().textContent).toBe(label);
    expect(startButton().classList.contains('ant-btn-loading')).toBe(false);
  });

/** Where the router is now, path and query. */
export const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
