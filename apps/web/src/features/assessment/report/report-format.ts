import { chineseNumeral, formatScore as twoDecimals } from '@dtmm/shared';

/** How the report writes its figures (assessment.md 5, report rules). */

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A score in a table: a missing one reads 0, any other has two decimals, rounded as the server's
 * analysis text rounds it (the shared formatScore), so one report never shows a number two ways.
 */
export const formatScore = (value: number | null | undefined): string => (isNumber(value) ? twoDecimals(value) : '0');

/** A value a chart plots: missing is 0, the rest rounded to two decimals so tooltips stay short. */
export const chartValue = (value: number | null | undefined): number =>
  isNumber(value) ? Math.round(value * 100) / 100 : 0;

/** A fraction as a percentage with two decimals: 0.4286 → 42.86. */
export const percentOf = (fraction: number | null | undefined): number =>
  chartValue(isNumber(fraction) ? fraction * 100 : null);

/** A plan move's effect on the total: 1.5 → '+1.50'. */
export const formatEffect = (points: number): string => `${points >= 0 ? '+' : ''}${formatScore(points)}`;

/** '2026-11-25' (or with a time) → '2026年11月25日'; anything else is shown as it is. */
export function chineseDate(date: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/** 3 → '三级'; 0 → '未达标'. */
export const levelName = (level: number): string => (level >= 1 ? `${chineseNumeral(level)}级` : '未达标');

/** The tiers a level spans (assessment.md 4): 1 → 'L0', k ≥ 2 → 'L(2k−3)–L(2k−2)'. */
export const tiersOf = (level: number): string => (level <= 1 ? 'L0' : `L${2 * level - 3}–L${2 * level - 2}`);

/** '二级 · 场景应用 · L1'; level 0 reads '未达标'. */
export function levelLine(level: number, levelDesc: string, tier: string): string {
  if (level < 1) return '未达标';
  return [levelName(level), levelDesc, tier].filter(Boolean).join(' · ');
}

/** The analysis text's paragraphs: one per line, blank lines dropped. */
/**
 * The cover's line on the method (issue 29 §5): the platform's own model, with its version, drawn up with
 * reference to T/SXSIA 001-2025 — not "according to" it, whose grading rules the platform never had.
 */
export const methodLine = (bankVersion: number): string =>
  `本平台评估方法（评估模型第 ${bankVersion} 版），参照 T/SXSIA 001-2025《企业数字化转型评估规范》`;

export const paragraphsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
