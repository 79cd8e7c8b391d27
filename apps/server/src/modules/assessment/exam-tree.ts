import { type BankVersion, type ExamArea, formatDateTime, INDICATOR_SYSTEM } from '@dtmm/shared';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { users } from '../users/users.table';
import { type AssessmentRecordRow, assessmentAnswers } from './assessment.table';
import { questionNode, questionNumber } from './question-bank.tree';
import { questionsOfRecord } from './record-input';

/** The questions a record asks at a level: that level's questions of its variant and the indicators it keeps. */
export const questionsAt = (bank: BankVersion, record: AssessmentRecordRow, level: number) =>
  questionsOfRecord(bank, record).filter((question) => question.level === level);

export const detailIdOf = (recordId: number, questionId: string) => `${recordId}:${questionId}`;

export interface StoredAnswer {
  questionId: string;
  optionIds: string[];
  answeredBy: number | null;
  answeredByName: string | null;
  answeredAt: Date;
  version: number;
}

const storedAnswerColumns = {
  questionId: assessmentAnswers.questionId,
  optionIds: assessmentAnswers.optionIds,
  answeredBy: assessmentAnswers.answeredBy,
  answeredByName: users.username,
  answeredAt: assessmentAnswers.answeredAt,
  version: assessmentAnswers.version,
};

export async function storedAnswers(db: Queryable, recordId: number): Promise<StoredAnswer[]> {
  return db
    .select(storedAnswerColumns)
    .from(assessmentAnswers)
    .leftJoin(users, eq(users.id, assessmentAnswers.answeredBy))
    .where(eq(assessmentAnswers.recordId, recordId));
}

/** The stored answer to one question of a record; null while none is stored. */
export async function storedAnswer(db: Queryable, recordId: number, questionId: string): Promise<StoredAnswer | null> {
  const [row] = await db
    .select(storedAnswerColumns)
    .from(assessmentAnswers)
    .leftJoin(users, eq(users.id, assessmentAnswers.answeredBy))
    .where(and(eq(assessmentAnswers.recordId, recordId), eq(assessmentAnswers.questionId, questionId)));
  return row ?? null;
}

/**
 * A stored answer as the exam tree and submitAnswer show it: who and when are '' while the question
 * is unanswered (a cleared answer included), and the version is 0 while no answer is stored.
 */
export function answerFields(answer: StoredAnswer | null | undefined) {
  const answered = answer != null && answer.optionIds.length > 0;
  return {
    userAnswer: answered ? answer.optionIds.join(',') : '',
    answeredBy: answered && answer.answeredBy !== null ? String(answer.answeredBy) : '',
    answeredByName: answered ? (answer.answeredByName ?? '') : '',
    answerTime: answered ? formatDateTime(answer.answeredAt) : '',
    version: answer?.version ?? 0,
  };
}

/**
 * The questionnaire of the record's current level: first level → second level → third level
 * (indicatorLevel 3) → questions with the saved answer, who saved it and when. Empty nodes are left out.
 */
export function buildExamTree(bank: BankVersion, record: AssessmentRecordRow, answers: StoredAnswer[]): ExamArea[] {
  const level = record.currentLevel;
  const asked = questionsAt(bank, record, level);
  const byAnswer = new Map(answers.map((answer) => [answer.questionId, answer]));
  let itemNumber = 0;
  const tree: ExamArea[] = [];
  for (const area of INDICATOR_SYSTEM) {
    const groups: ExamArea['children'] = [];
    for (const group of area.groups) {
      const indicators: ExamArea['children'][number]['children'] = [];
      for (const indicator of group.indicators) {
        const questions = asked
          .filter((question) => question.indicatorId === indicator.id)
          .sort((a, b) => questionNumber(a.id) - questionNumber(b.id) || a.id.localeCompare(b.id));
        if (questions.length === 0) continue;
        indicators.push({
          id: indicator.id,
          value: indicator.name,
          name: indicator.name,
          indicatorLevel: 3,
          children: questions.map((question) => {
            const { version, ...answer } = answerFields(byAnswer.get(question.id));
            return {
              ...questionNode(question, { area, group, indicator }, ++itemNumber),
              detailId: detailIdOf(record.id, question.id),
              ...answer,
              answerVersion: version,
            };
          }),
        });
      }
      if (indicators.length > 0)
        groups.push({ id: group.id, value: group.name, name: group.name, children: indicators });
    }
    if (groups.length > 0) tree.push({ id: area.id, value: area.name, name: area.name, children: groups });
  }
  return tree;
}
