import { z } from 'zod';
import { type AreaId, type AssessmentLevel, INDICATOR_ENTRIES, indicatorEntry } from '../indicator-system';

/**
 * What a bank version says about reports besides scoring (issue 15): the weak-indicator thresholds
 * of assessment.md 9 and the improvement-advice table (every third-level indicator × levels 1–5, plus
 * a note). Stored with the bank version, so operators publish new advice as a new version; a report
 * copies what it used when its record completes and never changes afterwards.
 */

const share = z.number().min(0).max(1);

export const weakThresholdsSchema = z.object({
  /** A gating or 成效 indicator is weak when its third-level score is below its area's threshold… */
  areas: z.object({ A1: share, A2: share, A4: share }),
  /** …or below its own, where an indicator has one (数字技术 0.2, 管理机制 0.25). */
  indicators: z.record(z.string().regex(/^T\d{2}$/), share),
  /** A production indicator is weak below this share of the production first-level score. */
  productionRatio: share,
});
export type WeakThresholds = z.infer<typeof weakThresholdsSchema>;

/** assessment.md 9: 基础 0.5 except 数字技术 0.2; 治理 0.5 except 管理机制 0.25; 成效 0.5; 生产 0.8 × 生产. */
export const DEFAULT_WEAK_THRESHOLDS: WeakThresholds = {
  areas: { A1: 0.5, A2: 0.5, A4: 0.5 },
  indicators: { T06: 0.2, T11: 0.25 },
  productionRatio: 0.8,
};

const adviceText = z.string().trim().min(1).max(400);

/** One row of the advice table: what an enterprise does to reach each level of one indicator. */
export const adviceRowSchema = z.object({
  indicatorId: z.string().regex(/^T\d{2}$/),
  /** levels[0] is the measure for level 1, … levels[4] for level 5. */
  levels: z.tuple([adviceText, adviceText, adviceText, adviceText, adviceText]),
  /** What to watch out for on this indicator (a caveat, a common mistake). */
  note: adviceText,
});
export type AdviceRow = z.infer<typeof adviceRowSchema>;

const THIRD_LEVEL_IDS = new Set(INDICATOR_ENTRIES.map((entry) => entry.id));

/** One row per indicator of the system; which indicators need one depends on the bank (checkBankVersion). */
export const reportContentSchema = z.object({
  weakThresholds: weakThresholdsSchema,
  advice: z
    .array(adviceRowSchema)
    .refine((rows) => rows.every((row) => THIRD_LEVEL_IDS.has(row.indicatorId)), '改进建议含指标体系以外的指标')
    .refine((rows) => new Set(rows.map((row) => row.indicatorId)).size === rows.length, '改进建议每个指标只能有一行'),
  /** The note under the suggestions: how to read them, and that they are a self-assessment's advice. */
  note: adviceText,
});
export type ReportContent = z.infer<typeof reportContentSchema>;

export const areaIdOfIndicator = (indicatorId: string): AreaId | undefined => indicatorEntry(indicatorId)?.area.id;

/** The next level an enterprise aims at: current + 1, capped at 5; an unknown level aims at 5 (assessment.md 4). */
export function targetLevelOf(level: number): AssessmentLevel {
  if (!Number.isInteger(level) || level < 0 || level >= 5) return 5;
  return (level + 1) as AssessmentLevel;
}
