import { z } from 'zod';
import {
  type AreaId,
  type BankQuestion,
  INDICATOR_SYSTEM,
  indicatorIdsOfGroups,
  isBusinessArea,
} from './indicator-system';

/**
 * The numbers of the assessment model that belong to a bank version rather than to code, so that
 * operators can publish new ones (docs/assessment-model.md). Stored in the database as JSON.
 */
const share = z.number().min(0).max(1);

/** The business areas' indicators: 数字化生产 for industry, 数字化经营 for the others. */
const BUSINESS_INDICATOR_IDS = new Set(
  INDICATOR_SYSTEM.filter((area) => isBusinessArea(area.id)).flatMap((area) =>
    area.groups.flatMap((group) => group.indicators.map((indicator) => indicator.id)),
  ),
);

export const scoringParametersSchema = z.object({
  /** Relative weights of the four areas in the total; re-spread over the areas an assessment includes. */
  areaWeights: z
    .object({
      A1: z.number().min(0),
      A2: z.number().min(0),
      A3: z.number().min(0),
      A4: z.number().min(0),
      /** 数字化经营 takes 数字化生产's place for non-industrial companies; versions before it had none. */
      A5: z.number().min(0).default(0),
    })
    .refine((weights) => Object.values(weights).some((weight) => weight > 0), '至少一个领域的权重大于0'),
  /** A level passes when the mean achievement over its included gating indicators reaches this. */
  passThreshold: share,
  /** … and when every gating area's mean achievement at that level reaches this. */
  areaFloor: share,
  /** … and every included gating indicator's achievement at that level reaches this (0: no such rule, version 1). */
  indicatorFloor: share.default(0),
  /** Within a reached level k ≥ 2, the upper tier needs the level-k achievement to reach this. */
  upperTierThreshold: share,
  /** Business-area indicators a non-group enterprise may not crop ('默认勾选的评估指标为必答项，不可裁剪'). */
  mandatoryIndicatorIds: z
    .array(z.string())
    .refine((ids) => ids.every((id) => BUSINESS_INDICATOR_IDS.has(id)), '必答指标须为数字化生产或数字化经营的三级指标'),
});
export type ScoringParameters = z.infer<typeof scoringParametersSchema>;
export type AreaWeights = Record<AreaId, number>;

/** The parameters of the issue: 生产制造 (S08) and 采购管理 (T23) are mandatory. */
export const DEFAULT_SCORING_PARAMETERS: ScoringParameters = {
  areaWeights: { A1: 0.3, A2: 0.2, A3: 0.35, A4: 0.15, A5: 0 },
  passThreshold: 0.6,
  areaFloor: 0.4,
  indicatorFloor: 0,
  upperTierThreshold: 0.8,
  mandatoryIndicatorIds: [...indicatorIdsOfGroups(['S08']), 'T23'],
};

/** Means are sums of decimal credits: a mean that is exactly 0.6 on paper must reach 0.6. */
const ROUNDING_SLACK = 1e-9;
export const reachesThreshold = (value: number, threshold: number) => value >= threshold - ROUNDING_SLACK;

/** A published bank: a record is pinned to one and scored by it for ever. */
export interface BankVersion {
  version: number;
  questions: BankQuestion[];
  parameters: ScoringParameters;
}
