import type { QuestionnaireOutcome } from '../api/assessment-api';

/**
 * What a submitted questionnaire leads to (assessment.md 4): callback tag 2 opens the next level,
 * tag 1 ends the assessment (ok and end, or not ok) with the server's message.
 */
export interface LevelOutcome {
  tag: 1 | 2;
  message: string;
  /** The highest passed level so far (the reached level when the assessment ended). */
  level: number;
}

export const levelOutcomeOf = (answer: QuestionnaireOutcome): LevelOutcome => ({
  tag: answer.ok && !answer.end ? 2 : 1,
  message: answer.message,
  level: answer.assessmentLevel,
});

/** The level modal's countdown (assessment.md 9). */
export const OUTCOME_COUNTDOWN_SECONDS = 5;
