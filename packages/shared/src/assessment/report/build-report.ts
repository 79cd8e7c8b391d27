import { formatScore } from '../assessment-explanation';
import type { Assessment, AssessmentInput } from '../assessment-model';
import { INDICATOR_SYSTEM } from '../indicator-system';
import { planImprovement } from './improvement-plan';
import type { FrozenReport, ReportArea, ReportData } from './report.schemas';
import type { ReportContent } from './report-content';
import { targetLevelOf } from './report-content';
import { LEVEL_DESCRIPTIONS, levelDescOf } from './report-levels';
import { levelScoresOf, reportAreas, stageMeasures } from './report-rules';

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

const PRODUCTION = INDICATOR_SYSTEM.find((area) => area.id === 'A3');
const PRODUCTION_NAMES = new Map(
  (PRODUCTION?.groups ?? []).flatMap((group) => group.indicators.map((indicator) => [indicator.id, indicator.name])),
);

/** The weak indicators in a sentence per area, for the analysis text. */
function weakSentence(areas: readonly ReportArea[]): string {
  const parts = areas.flatMap((area) => {
    const weak = area.indicators.filter((indicator) => indicator.isWeak);
    if (weak.length === 0) return [];
    return [`${area.name}：${weak.map((i) => `${i.name}（${formatScore(i.score)}）`).join('、')}`];
  });
  return parts.length === 0 ? '各领域指标均未低于薄弱线。' : `低于薄弱线、需要优先改进的指标——${parts.join('；')}。`;
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
  const areas = reportAreas(assessment, content);
  const targetLevel = targetLevelOf(assessment.level);
  const plan = planImprovement(input, assessment);
  const included = new Set(assessment.level1.map((area) => area.id));
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
    selectedProductionIndicators: assessment.level3.flatMap((score) => PRODUCTION_NAMES.get(score.id) ?? []),
    company: facts.company,
    report: {
      evaluationType: included.has('A3') ? '1' : '2',
      reportNumber: facts.reportNumber,
      verificationCode: facts.verificationCode,
      bankVersion: assessment.bankVersion,
      frozenAt: facts.frozenAt,
    },
    analysis: [assessment.explanation, weakSentence(areas), plan.summary].join('\n'),
    serviceProviderName: facts.serviceProviderName,
    areas,
    weakIndicators: areas.flatMap((area) => area.indicators.filter((i) => i.isWeak).map((i) => i.name)),
    stageMeasures: stageMeasures(areas, assessment.level, content),
    adviceNote: content.note,
    plan,
  };
}
