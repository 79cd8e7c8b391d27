import { ASSESSMENT_LEVELS, chineseNumeral } from '@dtmm/shared';

/** '二级 · 场景应用' as the lists show a level; 0 (nothing passed) is '-'. */
export function assessmentLevelText(level: number): string {
  const name = ASSESSMENT_LEVELS.find((entry) => entry.level === level)?.name;
  return level > 0 && name ? `${chineseNumeral(level)}级 · ${name}` : '-';
}
