import { ASSESSMENT_LEVELS } from '@dtmm/shared';

/**
 * What each level means for an enterprise, in plain words, shown above its questionnaire so the
 * person knows what the questions ask about (the same reading as the bank's questions).
 */
const LEVEL_MEANINGS: Record<number, string> = {
  1: '企业开始用电脑、软件和基本制度管理业务，数字化工具在部分岗位上使用。',
  2: '在采购、生产、仓储、销售等单个业务场景中用信息系统开展工作，数据开始被记录和使用。',
  3: '各部门的系统互联互通，数据在部门之间共享，业务流程在系统中贯通。',
  4: '用数据发现问题、持续改进，并与供应商、客户等伙伴在线协同优化。',
  5: '用模型预测和辅助决策，生产经营由数据和智能算法引领。',
};

/** '第 3 级：系统集成'; an unknown level keeps its number only. */
export function levelTitle(level: number): string {
  const name = ASSESSMENT_LEVELS.find((known) => known.level === level)?.name;
  return name ? `第 ${level} 级：${name}` : `第 ${level} 级`;
}

export const levelMeaning = (level: number): string => LEVEL_MEANINGS[level] ?? '';
