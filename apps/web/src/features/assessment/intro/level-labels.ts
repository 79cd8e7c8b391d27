import { ASSESSMENT_LEVELS } from '@dtmm/shared';

const NUMERALS = ['一', '二', '三', '四', '五'] as const;

/** 1 → '一级' … 5 → '五级' (assessment.md 4: numbers 1–5 in Chinese numerals; others unchanged). */
export const levelNumeral = (level: number): string => {
  const numeral = NUMERALS[level - 1];
  return numeral ? `${numeral}级` : String(level);
};

/** 1 → '初步建设' … 5 → '智能引领'. */
export const levelName = (level: number): string => ASSESSMENT_LEVELS.find((item) => item.level === level)?.name ?? '';
