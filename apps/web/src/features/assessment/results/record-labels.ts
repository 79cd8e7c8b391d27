import { ANSWER_TYPE_LABELS, type AnswerType, ASSESSMENT_LEVELS, ASSESSMENT_TYPES } from '@dtmm/shared';

const NUMERALS = ['一', '二', '三', '四', '五'] as const;

/** 2 → '二级' (assessment.md 4: numbers 1-5 become Chinese numerals; other values stay as they are). */
export const levelTitle = (level: number) => `${NUMERALS[level - 1] ?? level}级`;

const levelName = (level: number) => ASSESSMENT_LEVELS.find((entry) => entry.level === level)?.name ?? '';

/** The tiers a level spans (assessment.md 4): 1 L0, 2 L1-L2 … 5 L7-L8. */
export const tierRange = (level: number) => (level === 1 ? 'L0' : `L${2 * level - 3}-L${2 * level - 2}`);

/** '二级 · 场景应用'; level 0 (nothing passed) is '-'. */
export const levelLabel = (level: number) => (level > 0 ? `${levelTitle(level)} · ${levelName(level)}` : '-');

export const enterpriseTypeLabel = (assessmentType: string) =>
  assessmentType === ASSESSMENT_TYPES.group ? '集团' : '非集团';

/** '0' → '数字化转型诊断服务'; a code without a label shows as it is. */
export const answerTypeLabel = (answerType: string) => ANSWER_TYPE_LABELS[answerType as AnswerType] ?? answerType;
