import type { FormalAssessmentType, FormalPrefill } from '@dtmm/shared';
import type { FormalApplicationBody } from './api/formal-assessment-api';
import { type EvidenceBlock, evidenceInputOf } from './evidence-files';

/** The application form's values; the evidence keeps the uploaded files for their names and thumbnails. */
export interface FormalFormValues {
  assessmentType?: FormalAssessmentType;
  assessmentCount?: number;
  applicationLevel?: number;
  applicationRemark?: string;
  /** Absent until the prefill has given the evidence field its indicators. */
  evidence?: EvidenceBlock[];
}

/**
 * What the prefill sets: the count (1 for a first application), the suggested level, and a block
 * for each weak indicator of the latest self-assessment. The remark the person wrote is kept.
 */
export function prefilledValues(prefill: FormalPrefill): FormalFormValues {
  return {
    assessmentType: prefill.assessmentType,
    assessmentCount: prefill.isFirst ? 1 : prefill.defaultCount,
    applicationLevel: prefill.suggestedLevel,
    evidence: (prefill.selfAssessment?.weakIndicators ?? []).map((indicator) => ({
      indicatorId: indicator.id,
      files: [],
    })),
  };
}

/** POST add's body from validated values (the rules have made the optional ones present). */
export const bodyOf = (values: FormalFormValues): FormalApplicationBody => ({
  assessmentType: values.assessmentType as FormalAssessmentType,
  assessmentCount: values.assessmentCount as number,
  applicationLevel: values.applicationLevel as number,
  applicationRemark: (values.applicationRemark ?? '').trim(),
  evidence: evidenceInputOf(values.evidence ?? []),
});
