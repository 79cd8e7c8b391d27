import type { StatusCount } from '@dtmm/shared';
import { Card, Progress } from 'antd';

/** A workflow's counts by status: each status with its count and its share of all. */
export function StatusList({ title, counts }: { title: string; counts: readonly StatusCount[] }) {
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card className="insight-card" size="small" title={`${title}（共${total}）`}>
      <ul className="insight-status" aria-label={title}>
        {counts.map((row) => (
          <li key={row.status} className="insight-status__row">
            <span className="insight-status__label">{row.label}</span>
            <Progress
              aria-label={`${title}：${row.label}`}
              percent={total === 0 ? 0 : (row.count / total) * 100}
              format={() => `${row.count}`}
              size="small"
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
