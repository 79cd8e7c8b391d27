import { chineseNumeral } from '@dtmm/shared';
import type { ReactNode } from 'react';

/** A chapter: its own A4 sheet on screen, a new page in print. */
export function ReportChapter({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `report-chapter-${number}`;
  return (
    <section className="report-sheet report-chapter" aria-labelledby={id}>
      <h2 className="report-chapter__title" id={id}>
        <span className="report-chapter__number">第{chineseNumeral(number)}章</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A numbered section inside a chapter: '2.3 对标分析'. */
export function ReportSection({ number, title, children }: { number: string; title: string; children: ReactNode }) {
  return (
    <section className="report-section">
      <h3 className="report-section__title">
        <span className="report-section__number">{number}</span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A short statement in a tinted box (the benchmark's honesty note, empty states). */
export const ReportNote = ({ children }: { children: ReactNode }) => <p className="report-note">{children}</p>;
