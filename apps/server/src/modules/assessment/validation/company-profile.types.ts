import type { EvaluationType, ReachedLevel } from '@dtmm/shared';

/**
 * A company profile of the bank validation (docs/assessment-validation.md): a company described the way
 * an assessor writes it up after a site visit, with the verdict the assessor gives by hand, before
 * any model scores it. The answers are derived from the practices (profile-answers.ts), never typed.
 */

/**
 * What an indicator really has in place, by the levels of the indicator system:
 * - '3': every practice of levels 1–3 in full, nothing of level 4;
 * - '3+': that, and most of level 4's practices (a partial answer near 0.6 of full credit);
 * - '3~': that, and a first step into level 4 (a partial answer near 0.3 of full credit).
 * '0' has not even level 1's practices. Levels are cumulative: a practice of level 4 in full
 * presupposes those of levels 1–3, as the indicator system's level definitions do.
 */
export type PracticeCode = `${0 | 1 | 2 | 3 | 4 | 5}` | `${0 | 1 | 2 | 3 | 4}${'+' | '~'}`;

export interface CompanyProfile {
  /** Stable and unique: the profile's name in the output and the docs. */
  key: string;
  /** A made-up company name in the style of the province's registry. */
  name: string;
  /** GB/T 4754-2017: 门类 letter, 大类 code and the 大类's name. */
  industry: { category: string; division: string; name: string };
  staff: number;
  /** What the assessor found: the business, what it runs and what it does not. */
  description: string;
  /** A group company (assessmentType '2'): it may not drop any indicator. */
  group?: boolean;
  /** Business-area indicators the company does not have at all and drops (never mandatory ones). */
  cropped?: readonly string[];
  /**
   * Practices per gating indicator of its variant: `all` for every indicator not named, then the
   * exceptions by indicator id. Indicators of the other variant and cropped ones are not read.
   */
  practices: { all: PracticeCode } & Readonly<Record<string, PracticeCode>>;
  /** 成效 figures as the band the company's figure falls in: the band's label in the bank. */
  results: Readonly<Record<string, string>>;
  /** The assessor's verdict, written by hand from the description and practices. */
  verdict: {
    level: ReachedLevel;
    variant: EvaluationType;
    /** What blocks the next level: the indicators whose next-level practices must come first; [] at level 5. */
    weak: readonly string[];
    /** Why, in the assessor's words. */
    reason: string;
  };
}
