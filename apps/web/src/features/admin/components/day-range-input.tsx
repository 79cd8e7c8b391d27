import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const DAY = 'YYYY-MM-DD';
export const RANGE_SEPARATOR = '~';

interface DayRangeInputProps {
  /** 'YYYY-MM-DD~YYYY-MM-DD' (China time, as the API takes it), '' for none. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** A range of days whose form value is text, so the list keeps it in the address like every other filter. */
export function DayRangeInput({ value, onChange, id }: DayRangeInputProps) {
  const [from, to] = value ? value.split(RANGE_SEPARATOR) : [];
  const picked: [Dayjs, Dayjs] | null = from && to && dayjs(from).isValid() ? [dayjs(from), dayjs(to)] : null;
  return (
    <DatePicker.RangePicker
      id={id}
      className="audit-range"
      value={picked}
      onChange={(range) =>
        onChange?.(range?.[0] && range[1] ? `${range[0].format(DAY)}${RANGE_SEPARATOR}${range[1].format(DAY)}` : '')
      }
    />
  );
}
