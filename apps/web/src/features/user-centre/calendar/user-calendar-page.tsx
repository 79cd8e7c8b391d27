import './user-calendar.css';
import type { CalendarEvent } from '@dtmm/shared';
import { Badge, Calendar, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { useIsPhone } from '@/lib/use-is-phone';
import { CompanyFirstNotice } from '../property/company-first-notice';
import { useCalendarEvents } from './calendar-api';
import { CalendarDayList } from './calendar-day-list';
import { CalendarHeader } from './calendar-header';
import { BADGE_STATUS, dayKey, eventsByDay, visibleRange } from './calendar-range';

/** Events a desktop cell lists before '+N'. */
const CELL_EVENTS = 3;

/**
 * /user/userCalendar (我的日历, portal.md 2.6): the company's formal assessments, assessments and
 * 551 services and the courses starting, as coloured badges on a month; the chosen day's events
 * below with their links. A phone shows a compact month with dots.
 */
export function UserCalendarPage() {
  const { user } = useSession();
  if (!user?.companyId) return <CompanyFirstNotice />;
  return <CompanyCalendar />;
}

function CompanyCalendar() {
  const isPhone = useIsPhone();
  const [selected, setSelected] = useState<Dayjs>(() => dayjs());
  // The query is keyed by the range's days: another day of the same month asks nothing new.
  const { data, isFetching } = useCalendarEvents(visibleRange(selected));
  const days = useMemo(() => eventsByDay(data ?? []), [data]);
  const cell = (date: Dayjs) => {
    const events = days.get(dayKey(date)) ?? [];
    return isPhone ? <DayDots events={events} /> : <DayBadges events={events} />;
  };
  return (
    <section className={`user-calendar${isPhone ? ' user-calendar--phone' : ''}`}>
      <h2 className="user-centre__title">我的日历</h2>
      <Spin spinning={isFetching}>
        <Calendar
          fullscreen={!isPhone}
          value={selected}
          onSelect={setSelected}
          headerRender={() => <CalendarHeader month={selected} onMonth={setSelected} />}
          cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
        />
      </Spin>
      <CalendarDayList day={selected} events={days.get(dayKey(selected)) ?? []} />
    </section>
  );
}

function DayBadges({ events }: { events: CalendarEvent[] }) {
  if (events.length === 0) return null;
  const more = events.length - CELL_EVENTS;
  return (
    <ul className="user-calendar__events">
      {events.slice(0, CELL_EVENTS).map((event) => (
        <li key={event.id}>
          <Badge status={BADGE_STATUS[event.colour]} text={event.title} />
        </li>
      ))}
      {more > 0 && <li className="user-calendar__more">还有 {more} 项</li>}
    </ul>
  );
}

/** A phone's cell: one dot per event (up to three), in the events' colours. */
function DayDots({ events }: { events: CalendarEvent[] }) {
  if (events.length === 0) return null;
  return (
    <span className="user-calendar__dots" role="img" aria-label={`${events.length} 项事件`}>
      {events.slice(0, CELL_EVENTS).map((event) => (
        <Badge key={event.id} status={BADGE_STATUS[event.colour]} />
      ))}
    </span>
  );
}
