import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface StatFigure {
  title: string;
  value: number | string;
  suffix?: ReactNode;
}

/** The headline figures as statistic cards: a row on a wide screen, two a row on a phone. */
export function StatCards({ figures, label }: { figures: readonly StatFigure[]; label: string }) {
  return (
    <ul className="insight-stats" aria-label={label}>
      {figures.map((figure) => (
        <li key={figure.title}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} suffix={figure.suffix} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
