import type { Assessment, LevelEvaluation, TransformationTier } from './assessment-model';
import { reachesThreshold, type ScoringParameters } from './bank-version';
import { ASSESSMENT_LEVELS, type AssessmentLevel } from './indicator-system';

/**
 * The plain-language explanation of a result ("you reached level 3 because …; level 4 needs …"),
 * built only from the model's numbers so that an enterprise can check every figure it names.
 */

/** Scores and totals are kept unrounded; two decimals only when shown (assessment.md 9). */
export const formatScore = (value: number) => (Math.round((value + Number.EPSILON) * 100) / 100).toFixed(2);

const WEAKEST_SHOWN = 3;
const levelName = (level: AssessmentLevel) => ASSESSMENT_LEVELS.find((entry) => entry.level === level)?.name ?? '';
const levelTitle = (level: AssessmentLevel) => `${level}级（${levelName(level)}）`;

function tierPhrase(reached: LevelEvaluation, tier: TransformationTier | null, parameters: ScoringParameters) {
  if (reached.level === 1) return `对应${tier}`;
  const upper = `第${reached.level}级平均达成度不低于${parameters.upperTierThreshold}`;
  return tier === `L${2 * reached.level - 2}` ? `处于上档${tier}（${upper}）` : `处于下档${tier}（上档需${upper}）`;
}

/** ', 且每个指标不低于0.3' where the bank has an indicator floor (version 1 has none). */
const indicatorFloorClause = (parameters: ScoringParameters, words: string) =>
  parameters.indicatorFloor > 0 ? `，${words}${parameters.indicatorFloor}` : '';

function reachedSentence(reached: LevelEvaluation, tier: TransformationTier | null, parameters: ScoringParameters) {
  const areaNames = reached.areas.map((area) => area.name).join('、');
  return (
    `贵企业达到${levelTitle(reached.level)}，${tierPhrase(reached, tier, parameters)}：` +
    `第${reached.level}级问卷中纳入评估的指标平均达成度为${formatScore(reached.overallMean)}（≥${parameters.passThreshold}），` +
    `${areaNames}均不低于${parameters.areaFloor}的领域底线${indicatorFloorClause(parameters, '每个指标均不低于')}。`
  );
}

/** The failing rules with their numbers, then the indicators furthest below the pass threshold. */
function failedSentence(failed: LevelEvaluation, parameters: ScoringParameters) {
  const { level, overallMean, failedRules } = failed;
  let sentence =
    `第${level}级需要纳入评估的指标平均达成度不低于${parameters.passThreshold}，且每个领域不低于${parameters.areaFloor}` +
    `${indicatorFloorClause(parameters, '每个指标不低于')}；` +
    `当前第${level}级平均达成度为${formatScore(overallMean)}`;
  if (failedRules.some((rule) => rule.rule === 'passThreshold')) sentence += `，低于${parameters.passThreshold}`;
  const lowAreas = failedRules.flatMap((rule) =>
    rule.rule === 'areaFloor' ? [failed.areas.find((area) => area.areaId === rule.areaId)] : [],
  );
  if (lowAreas.length > 0) {
    const list = lowAreas.map((area) => `${area?.name}仅${formatScore(area?.mean ?? 0)}`).join('、');
    sentence += `，其中${list}，低于${parameters.areaFloor}的领域底线`;
  }
  const belowFloor = failedRules.flatMap((rule) =>
    rule.rule === 'indicatorFloor' ? [`${rule.name}（${formatScore(rule.achievement)}）`] : [],
  );
  if (belowFloor.length > 0) sentence += `；${belowFloor.join('、')}低于${parameters.indicatorFloor}的指标底线`;
  const weakest = failed.indicators
    .filter((indicator) => !reachesThreshold(indicator.achievement, parameters.passThreshold))
    .sort((a, b) => a.achievement - b.achievement)
    .slice(0, WEAKEST_SHOWN)
    .map((indicator) => `${indicator.name}（${formatScore(indicator.achievement)}）`);
  return `${sentence}。${weakest.length > 0 ? `第${level}级达成度最低、最需要提升的指标：${weakest.join('、')}。` : ''}`;
}

export function explainAssessment(assessment: Omit<Assessment, 'explanation'>, parameters: ScoringParameters): string {
  const last = assessment.levels.at(-1);
  if (!last) return '尚未作答任何问卷。';
  const reached = assessment.levels.filter((evaluation) => evaluation.passed).at(-1);
  const opening = reached
    ? reachedSentence(reached, assessment.tier, parameters)
    : `贵企业尚未达到${levelTitle(1)}，评估结果为未达标。`;
  if (!last.passed) return opening + failedSentence(last, parameters);
  if (last.level === 5) return `${opening}5级是最高等级。`;
  return `${opening}下一步：作答第${last.level + 1}级问卷。`;
}
