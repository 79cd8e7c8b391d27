import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

interface CalendarHeaderProps {
  month: Dayjs;
  onMonth: (month: Dayjs) => void;
}

/** The month shown, with the previous and next month and today: large targets on a phone. */
export function CalendarHeader({ month, onMonth }: CalendarHeaderProps) {
  return (
    <div className="user-calendar__header">
      <Button icon={<LeftOutlined />} aria-label="上个月" onClick={() => onMonth(month.subtract(1, 'month'))} />
      <strong className="user-calendar__month" aria-live="polite">
        {month.format('YYYY年M月')}
      </strong>
      <Space>
        <Button icon={<RightOutlined />} aria-label="下个月" onClick={() => onMonth(month.add(1, 'month'))} />
        <Button onClick={() => onMonth(dayjs())}>今天</Button>
      </Space>
    </div>
  );
}
