import os from 'node:os';
import { writePerformanceSection } from '../support/doc-section';
import type { FormFactor, PageFigures } from './lighthouse-run';

/** One page in one form factor: the run with the median score, and every run's score. */
export interface WebRow {
  page: string;
  formFactor: FormFactor;
  target: number;
  median: PageFigures;
  scores: number[];
}

export const met = (row: WebRow) => row.median.score >= row.target;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** The summary line of a row, for the console and the table's score cell. */
export const verdict = (row: WebRow) => `${row.median.score} ${met(row) ? '✓' : '✗'} (target ≥ ${row.target})`;

function tableRow(row: WebRow) {
  const m = row.median;
  const cells = [
    row.page,
    row.formFactor,
    verdict(row),
    row.scores.join(', '),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    `${m.tbtMs.toFixed(0)} ms`,
    m.cls.toFixed(3),
    seconds(m.speedIndexMs),
    kilobytes(m.totalBytes),
    kilobytes(m.jsBytes),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** Writes the Lighthouse figures into docs/performance.md between the bench-web markers. */
export function writeWebDoc(rows: WebRow[], runs: number, loadAverage: number) {
  const { lighthouse, chrome } = rows[0]?.median ?? { lighthouse: '?', chrome: '?' };
  writePerformanceSection('bench-web', 'Web pages (Lighthouse, `npm run bench:web`, issue 16)', [
    `Run of ${new Date().toISOString().slice(0, 10)}: Lighthouse ${lighthouse}, Chromium ${chrome}, performance only, ` +
      `median of ${runs} runs per page and form factor, ${os.cpus().length} cores (1-minute load average ` +
      `${loadAverage.toFixed(1)} when it started); ${rows.filter(met).length} of ${rows.length} targets met.`,
    '',
    '| page | form factor | score | runs | FCP | LCP | TBT | CLS | Speed Index | bytes | JS bytes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(tableRow),
  ]);
}
