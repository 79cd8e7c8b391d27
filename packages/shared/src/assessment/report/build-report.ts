import { formatScore } from '../assessment-explanation';
import type { Assessment, AssessmentInput } from '../assessment-model';
import { evaluationTypeOf, variantReason } from '../assessment-variant';
import { INDICATOR_SYSTEM, isBusinessArea } from '../indicator-system';
import { planImprovement } from './improvement-plan';
import type { FrozenReport, ReportData, ReportIndicator } from './report.schemas';
import type { ReportContent } from './report-content';
import { targetLevelOf } from './report-content';
import { LEVEL_DESCRIPTIONS, levelDescOf } from './report-levels';
import { priorityList } from './report-priorities';
import { levelScoresOf, reportAreas, stageMeasures, weakIndicatorsInOrder } from './report-rules';

/** What a report says about the company and the record besides the model's output. */
export interface ReportFacts {
  recordId: number;
  answerType: string;
  companyName: string;
  company: ReportData['company'];
  /** 'YYYY-MM-DD' in China Standard Time. */
  assessmentDate: string;
  reportNumber: string;
  verificationCode: string;
  serviceProviderName: string;
  frozenAt: string;
}

/** The business areas' indicators (数字化生产 and 数字化经营): what a company may choose to keep. */
const BUSINESS_NAMES = new Map(
  INDICATOR_SYSTEM.filter((area) => isBusinessArea(area.id)).flatMap((area) =>
    area.groups.flatMap((group) => group.indicators.map((indicator) => [indicator.id, indicator.name])),
  ),
);

/** The weak indicators in one sentence, in priority order, for the analysis text. */
function weakSentence(weak: readonly ReportIndicator[], targetLevel: number, hasTarget: boolean): string {
  if (!hasTarget) return '贵企业已达到最高等级，没有阻碍晋级的薄弱指标。';
  if (weak.length === 0) return `没有阻碍达到${targetLevel}级的薄弱指标。`;
  const names = weak.map((indicator) => `${indicator.name}（${formatScore(indicator.score)}）`);
  return `阻碍达到${targetLevel}级、需要按顺序优先改进的指标——${names.join('、')}。`;
}

/**
 * The frozen part of a report, built from the completed record's result, its answers and its bank
 * version's report content: the same inputs always give the same report (issue 15, Frozen report).
 */
export function buildFrozenReport(
  input: AssessmentInput,
  assessment: Assessment,
  content: ReportContent,
  facts: ReportFacts,
): FrozenReport {
  const targetLevel = targetLevelOf(assessment.level);
  const plan = planImprovement(input, assessment);
  const priorities = priorityList(assessment, plan);
  const areas = reportAreas(assessment, content, priorities, input.bank.parameters.passThreshold);
  const weak = weakIndicatorsInOrder(areas);
  const industryGroup = input.industryGroup ?? 'otherIndustry';
  return {
    recordId: String(facts.recordId),
    answerType: facts.answerType,
    companyName: facts.companyName,
    assessmentLevel: assessment.level,
    assessmentLevelDesc: levelDescOf(assessment.level),
    digitalTransformationLevel: assessment.tier ?? '',
    assessmentDate: facts.assessmentDate,
    totalScore: assessment.totalScore,
    levelScores: levelScoresOf(assessment),
    scoreComparison: { companyScore: assessment.totalScore },
    assessmentTargetLevel: targetLevel,
    assessmentTargetLevelDesc: LEVEL_DESCRIPTIONS[targetLevel],
    selectedProductionIndicators: assessment.level3.flatMap((score) => BUSINESS_NAMES.get(score.id) ?? []),
    company: facts.company,
    report: {
      evaluationType: evaluationTypeOf(industryGroup),
      // Records from before variants (no industry group) were all assessed as industry, whatever the company.
      ...(input.industryGroup ? { variantReason: variantReason(industryGroup, facts.company.industry) } : {}),
      reportNumber: facts.reportNumber,
      verificationCode: facts.verificationCode,
      bankVersion: assessment.bankVersion,
      frozenAt: facts.frozenAt,
    },
    analysis: [assessment.explanation, weakSentence(weak, targetLevel, plan.hasTarget), plan.summary].join('\n'),
    serviceProviderName: facts.serviceProviderName,
    areas,
    weakIndicators: weak.map((indicator) => indicator.name),
    stageMeasures: stageMeasures(priorities, targetLevel, content),
    adviceNote: content.note,
    plan,
  };
}
