import { ASSESSMENT_LEVELS, DCMM_LEVELS, dcmmLevelTitle, FORMAL_ASSESSMENT_TYPES } from '@dtmm/shared';
import { levelLabel, levelTitle } from '@/features/assessment/results/record-labels';

type Levels = readonly { level: number; name: string }[];
/** The levels one may apply for, in the words of the type's own scale (diagnosis 初步建设…, DCMM 初始级…). */
const LEVELS_OF: Readonly<Record<string, Levels>> = {
  [FORMAL_ASSESSMENT_TYPES.diagnosis]: ASSESSMENT_LEVELS,
  [FORMAL_ASSESSMENT_TYPES.dcmm]: DCMM_LEVELS,
};

/** '三级 · 系统集成' for the diagnosis, '三级 稳健级' for DCMM (as each type's lists write it); '-' for none. */
export function formalLevelLabel(type: string, level: number | null): string {
  if (level === null || level < 1 || level > 5) return '-';
  return type === FORMAL_ASSESSMENT_TYPES.dcmm ? dcmmLevelTitle(level) : levelLabel(level);
}

/** The 申请等级 / 评估结果等级 choices of a type; without a type, 一级 to 五级. */
export function levelOptions(type: string | undefined) {
  const levels: Levels = (type && LEVELS_OF[type]) || ASSESSMENT_LEVELS;
  return levels.map(({ level }) => ({ value: level, label: type ? formalLevelLabel(type, level) : levelTitle(level) }));
}

/**
 * The 申请等级 choices: the type's levels, those below `lowest` (the self-assessed level) disabled and
 * saying why, since a formal assessment confirms or raises the self-assessed level.
 */
export function appliedLevelOptions(type: string | undefined, lowest: number) {
  return levelOptions(type).map((option) =>
    option.value < lowest ? { ...option, label: `${option.label}（低于自评等级）`, disabled: true } : option,
  );
}
