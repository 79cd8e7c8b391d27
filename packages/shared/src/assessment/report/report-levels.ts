import { ASSESSMENT_LEVELS } from '../indicator-system';

/** What each level means for an enterprise (the knowledge table of assessment.md 3), in plain words. */
export const LEVEL_DESCRIPTIONS: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: '开始有计划地投入数字化建设：配备了基本的网络、办公和财务等信息系统，关键岗位开始用数据说话，但系统之间相互独立，数据靠人工汇总。',
  2: '在研发、生产、经营的若干关键场景中用上了专业系统，单个环节的效率和质量有了可衡量的提升，数据开始按统一规范采集和管理。',
  3: '主要业务系统打通并实现数据集成，计划、生产、质量、仓储等环节按同一套数据协同运转，管理层能够基于实时数据进行决策。',
  4: '企业内部全流程实现协同优化，并向供应商和客户延伸，依托数据模型持续优化工艺、排产和资源配置，转型成效在经营指标上稳定体现。',
  5: '数据和智能技术驱动业务模式创新，关键环节实现智能决策与自主优化，形成可复制推广的数字化能力，在行业内发挥引领示范作用。',
};

/** The level's name, '未达标' for 0 (assessment.md 3: assessmentLevelDesc). */
export const levelDescOf = (level: number): string =>
  ASSESSMENT_LEVELS.find((entry) => entry.level === level)?.name ?? '未达标';

/** Legend names of the level distribution (assessment.md 4); level 0 counts with level 1. */
export const LEVEL_DISTRIBUTION_LEGEND: Record<'1' | '2' | '3' | '4' | '5', string> = {
  '1': '规划级及以下',
  '2': '规范级',
  '3': '集成级',
  '4': '优化级',
  '5': '引领级',
};

const NUMERALS = ['一', '二', '三', '四', '五'];

/** 1–5 as Chinese numerals; any other value is returned unchanged (assessment.md 4). */
export function chineseNumeral(value: number | string): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? (NUMERALS[n - 1] as string) : String(value);
}
