import { percentText } from '@dtmm/shared';
import { Progress } from 'antd';

interface GoalProgressProps {
  /** Names the bar for a screen reader: '服务队目标完成进度'. */
  label: string;
  done: number;
  goal: number;
  size?: 'small' | 'medium';
}

/**
 * How far `done` is towards `goal`. The bar stops at 100 %, the text does not: 6 squads against a
 * target of 5 read '120.00%' on a full bar. With no goal there is nothing to measure against.
 */
export function GoalProgress({ label, done, goal, size = 'medium' }: GoalProgressProps) {
  const percent = goal > 0 ? Math.min(100, (done / goal) * 100) : 0;
  return (
    <Progress
      aria-label={label}
      percent={percent}
      size={size}
      status={goal > 0 && done >= goal ? 'success' : 'normal'}
      format={() => (goal > 0 ? percentText(done, goal) : '未设目标')}
    />
  );
}
