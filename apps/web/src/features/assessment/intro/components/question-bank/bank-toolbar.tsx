import { Input, Segmented } from 'antd';
import { levelNumeral } from '../../level-labels';

/** 0 stands for every level (Segmented needs a value that is not null). */
const ALL_LEVELS = 0;
const LEVEL_OPTIONS = [
  { label: '全部', value: ALL_LEVELS },
  ...[1, 2, 3, 4, 5].map((level) => ({ label: levelNumeral(level), value: level })),
];

interface BankToolbarProps {
  level: number | null;
  onLevelChange: (level: number | null) => void;
  text: string;
  onTextChange: (text: string) => void;
  /** How many questions are shown. */
  count: number;
}

/** The level filter, the search box and how many questions they leave. */
export function BankToolbar({ level, onLevelChange, text, onTextChange, count }: BankToolbarProps) {
  return (
    <div className="bank-toolbar">
      <Segmented
        className="bank-toolbar__levels"
        aria-label="按等级筛选"
        options={LEVEL_OPTIONS}
        value={level ?? ALL_LEVELS}
        onChange={(value) => onLevelChange(value === ALL_LEVELS ? null : value)}
      />
      <Input.Search
        className="bank-toolbar__search"
        aria-label="搜索题目"
        placeholder="搜索题目、说明或指标"
        allowClear
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
      />
      <p className="bank-toolbar__count" aria-live="polite">
        共 <strong>{count}</strong> 道题
      </p>
    </div>
  );
}
