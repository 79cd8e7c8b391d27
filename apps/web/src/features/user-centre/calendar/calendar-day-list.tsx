import type { CalendarEvent } from '@dtmm/shared';
import { CALENDAR_EVENT_KIND_INFO } from '@dtmm/shared';
import { Badge, Empty, List } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { BADGE_STATUS } from './calendar-range';

/** Written out rather than left to dayjs's locale, which a page may not have loaded. */
const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** The chosen day's events, each leading to the page that shows it. */
export function CalendarDayList({ day, events }: { day: Dayjs; events: CalendarEvent[] }) {
  return (
    <section className="user-calendar__day" aria-label="当日事件">
      <h3 className="user-calendar__day-title">{`${day.format('YYYY年M月D日')} ${WEEKDAYS[day.day()]}`}</h3>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="当日暂无事件" />
      ) : (
        <List
          size="small"
          dataSource={events}
          rowKey="id"
          renderItem={(event) => (
            <List.Item>
              <span className="user-calendar__time">{event.time ?? '全天'}</span>
              <Badge status={BADGE_STATUS[event.colour]} />
              <Link className="user-calendar__link" to={event.link} title={CALENDAR_EVENT_KIND_INFO[event.kind].label}>
                {event.title}
              </Link>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
