import type { CalendarEvent } from '@dtmm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, json, PAIR, USER } from '@/test/session-fixtures';
import { UserCalendarPage } from './user-calendar-page';

const event = (id: string, date: string, title: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  date,
  time: '10:00',
  title,
  kind: 'assessmentCompleted',
  colour: 'success',
  link: '/evaluationResultsCenter?type=zdpg&id=12',
  ...extra,
});
const NOVEMBER = [
  event('a', '2026-11-04', '完成评估：数字化转型诊断服务', { time: '09:30' }),
  event('b', '2026-11-05', '正式评估未受理：DCMM数据管理能力成熟度评估', {
    kind: 'formalRejected',
    colour: 'danger',
    link: '/user/digitalization?paneName=formalAssessment',
  }),
  event('c', '2026-11-20', '正式评估现场评估：数字化转型诊断服务平台', {
    kind: 'formalScheduled',
    colour: 'warning',
    time: null,
    link: '/user/digitalization?paneName=formalAssessment',
  }),
];

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  // Only the date is fixed: antd and react-query keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
  fetchMock = vi.fn<typeof fetch>(async (input) =>
    json({ code: 0, msg: 'ok', data: String(input).includes('from=2026-10-25') ? NOVEMBER : [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  sessionStore.clear();
  vi.unstubAllGlobals();
  window.innerWidth = 1366;
});

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const dayList = () => screen.getByRole('region', { name: '当日事件' });
const cellOf = (day: string) => document.querySelector(`td[title="${day}"]`) as HTMLElement;

describe('/user/userCalendar (我的日历)', { timeout: 60_000 }, () => {
  it("shows the month's events as coloured badges and today's events with their links", async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    const { router } = renderWithApp(<UserCalendarPage />, { path: '/user/userCalendar' });
    expect(
      await screen.findByText('完成评估：数字化转型诊断服务', { selector: '.ant-badge-status-text' }),
    ).toBeTruthy();
    // The month with a week before and two after.
    expect(urls()[0]).toContain('/api/dtmm/calendar/events?from=2026-10-25&to=2026-12-14');
    const rejected = within(cellOf('2026-11-05')).getByText('正式评估未受理：DCMM数据管理能力成熟度评估');
    expect(rejected.previousElementSibling?.className).toContain('ant-badge-status-error');
    // Today (11-20) is chosen: its on-site visit is listed, all day, with its link.
    expect(within(dayList()).getByText('2026年11月20日 星期五')).toBeTruthy();
    expect(within(dayList()).getByText('全天')).toBeTruthy();
    fireEvent.click(within(dayList()).getByText('正式评估现场评估：数字化转型诊断服务平台'));
    expect(router.state.location.pathname).toBe('/user/digitalization');
    expect(router.state.location.search).toBe('?paneName=formalAssessment');
  });

  it('lists the day one picks, and fetches the next month when one moves to it', async () => {
    sessionStore.start(COMPANY_USER, PAIR);
    renderWithApp(<UserCalendarPage />, { path: '/user/userCalendar' });
    await screen.findByText('完成评估：数字化转型诊断服务', { selector: '.ant-badge-status-text' });
    fireEvent.click(cellOf('2026-11-04'));
    await waitFor(() => expect(within(dayList()).getByText('2026年11月4日 星期三')).toBeTruthy());
    expect(within(dayList()).getByText('09:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下个月' }));
    expect(await screen.findByText('2026年12月')).toBeTruthy();
    await waitFor(() => expect(urls().at(-1)).toContain('from=2026-11-24&to=2027-01-14'));
    expect(within(dayList()).getByText('当日暂无事件')).toBeTruthy();
  });

  it('shows a compact month with dots on a phone, the list below', async () => {
    window.innerWidth = 390;
    sessionStore.start(COMPANY_USER, PAIR);
    const { container } = renderWithApp(<UserCalendarPage />, { path: '/user/userCalendar' });
    await waitFor(() => expect(within(cellOf('2026-11-05')).getByLabelText('1 项事件')).toBeTruthy());
    expect(container.querySelector('.ant-picker-calendar-mini')).toBeTruthy();
    expect(screen.queryByText('完成评估：数字化转型诊断服务', { selector: '.ant-badge-status-text' })).toBeNull();
    expect(within(dayList()).getByText('正式评估现场评估：数字化转型诊断服务平台')).toBeTruthy();
  });

  it('asks someone without a certified company to certify first, and asks the server nothing', async () => {
    sessionStore.start(USER, PAIR);
    renderWithApp(<UserCalendarPage />, { path: '/user/userCalendar' });
    expect(await screen.findByText('请先先完成企业认证！')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
