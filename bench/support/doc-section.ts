import fs from 'node:fs';
import path from 'node:path';

const PERFORMANCE_DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');

/**
 * Puts `lines` into docs/performance.md between `<!-- name:start -->` and `<!-- name:end -->`,
 * replacing the previous run's figures, or appends them under `heading` the first time.
 */
export function writePerformanceSection(name: string, heading: string, lines: string[]) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = [start, ...lines, end].join('\n');
  const doc = fs.readFileSync(PERFORMANCE_DOC, 'utf8');
  const next = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), () => section)
    : `${doc.trimEnd()}\n\n## ${heading}\n\n${section}\n`;
  fs.writeFileSync(PERFORMANCE_DOC, next);
  console.log(section);
}
