import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

interface DateTimeInputProps {
  /** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (China time, as the API writes it), '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  /** With the time of day, or the date alone. */
  hasTime: boolean;
  id?: string;
}

const FORMATS = { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm:ss' };

/** A date (and time) picker whose form value is the API's text, not a dayjs object. */
export function DateTimeInput({ value, onChange, hasTime, id }: DateTimeInputProps) {
  const format = hasTime ? FORMATS.dateTime : FORMATS.date;
  const picked = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      className="content-form__date"
      showTime={hasTime}
      format={format}
      value={picked?.isValid() ? picked : null}
      onChange={(next: Dayjs | null) => onChange?.(next ? next.format(format) : '')}
      placeholder={hasTime ? '选择日期时间' : '选择日期'}
    />
  );
}
