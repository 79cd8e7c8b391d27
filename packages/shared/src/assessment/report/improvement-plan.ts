import type { Assessment, AssessmentInput } from '../assessment-model';
import type { ImprovementPlan } from './report.schemas';

/** Placeholder signature; the implementation lands with its tests (issue 15, improvement plan). */
export declare function planImprovement(input: AssessmentInput, assessment: Assessment): ImprovementPlan;
