// A diagnosis completed through the API, as the questionnaire does it: createExam, submitAnswer for
// each question of the open level, submitQuestionnaire, the next level's tree, until it ends.
import type { ExamArea } from '@dtmm/shared';
import { chooseAnswer, currentBankQuestion, qualityAt } from './answers';

const ANSWER = '/api/dtmm/answer';

interface Envelope<T> {
  code: number;
  message?: string;
  data?: T;
}

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: { access_token: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (res.status !== 200 || answer.code !== 0 || answer.data === undefined)
    throw new Error(`${method} ${path}: ${res.status} ${answer.code} ${answer.message ?? ''}`);
  return answer.data;
}

const questionsOf = (tree: ExamArea[]) =>
  tree.flatMap((area) => area.children.flatMap((group) => group.children.flatMap((indicator) => indicator.children)));

export interface Completed {
  recordId: string;
  level: number;
}

/** A group diagnosis answered with practices in place at `quality`, completed; its record id and level. */
export async function completeThroughApi(
  baseUrl: string,
  token: string,
  quality: number,
  random: () => number,
): Promise<Completed> {
  const created = await call<{ record: { id: string }; questionTree: ExamArea[] }>(
    baseUrl,
    token,
    'POST',
    `${ANSWER}/createExam`,
    { assessmentType: '2', answerType: '0' },
  );
  const recordId = created.record.id;
  let tree = created.questionTree;
  await call(baseUrl, token, 'POST', `${ANSWER}/acceptPledge/${recordId}`);
  for (let level = 1; level <= 5; level += 1) {
    for (const question of questionsOf(tree)) {
      const userAnswer = chooseAnswer(currentBankQuestion(question.id), qualityAt(quality, level), random).join(',');
      await call(baseUrl, token, 'POST', `${ANSWER}/submitAnswer`, { id: question.detailId, userAnswer });
    }
    const submitted = await call<{ end: boolean; assessmentLevel: number }>(
      baseUrl,
      token,
      'POST',
      `${ANSWER}/submitQuestionnaire`,
      { recordId, level },
    );
    if (submitted.end) return { recordId, level: submitted.assessmentLevel };
    tree = (await call<{ questionTree: ExamArea[] }>(baseUrl, token, 'GET', `${ANSWER}/getExamTree/${recordId}`))
      .questionTree;
  }
  throw new Error(`record ${recordId} did not end after level 5`);
}
