import type { BankTreeArea, BankTreeQuestion, ExamArea, ExamQuestion, ExamRecord, SavedAnswer } from '@dtmm/shared';
import { vi } from 'vitest';
import { json } from '@/test/session-fixtures';
import type { Exam } from '../api/assessment-api';

const YES_NO = JSON.stringify([
  { value: 'A', label: '有专门预算' },
  { value: 'B', label: '临时报销', exclusive: true },
]);
const PRACTICES = JSON.stringify([
  { value: 'A', label: '财务软件' },
  { value: 'B', label: '进销存系统' },
  { value: 'C', label: '暂无', exclusive: true },
]);

export const ACCEPTED_PLEDGE = { version: 1, acceptedAt: '2026-11-01 09:05:00', acceptedByName: 'zhangsan' };

export const record = (patch: Partial<ExamRecord> = {}): ExamRecord => ({
  id: '42',
  companyId: '3',
  answerType: '0',
  assessmentType: '1',
  status: '0',
  assessmentLevel: 0,
  currentLevel: 1,
  bankVersion: 1,
  levelThreeCroppedIds: '',
  serviceProviderId: '',
  createTime: '2026-11-01 09:00:00',
  // Accepted: the questionnaire's tests submit; the pledge's own tests start from null.
  pledge: ACCEPTED_PLEDGE,
  ...patch,
});

const question = (id: string, patch: Partial<ExamQuestion>): ExamQuestion => ({
  id,
  name: `问题 ${id}`,
  itemNumber: 1,
  questionType: 1,
  questionDesc: `说明 ${id}`,
  options: YES_NO,
  level: 1,
  levelOne: '数字化基础',
  levelTwo: '数字化投入',
  levelThree: '资金投入',
  indicatorId: id.slice(0, 3),
  isQuestion: true,
  detailId: `42:${id}`,
  userAnswer: '',
  answeredBy: '',
  answeredByName: '',
  answerTime: '',
  answerVersion: 0,
  ...patch,
});

/** Three questions of one level: a single choice (answered by a colleague), a multiple choice, a single choice. */
export function examTree(level = 1, firstAnswer = 'A'): ExamArea[] {
  const first = question(`T01-L${level}-1`, {
    userAnswer: firstAnswer,
    answeredBy: '8',
    answeredByName: 'lisi',
    answerTime: firstAnswer ? '2026-11-02 10:00:00' : '',
    answerVersion: firstAnswer ? 3 : 0,
  });
  const second = question(`T08-L${level}-1`, { questionType: 2, options: PRACTICES, levelThree: '数字化系统' });
  const third = question(`T16-L${level}-1`, { levelOne: '数字化生产', levelThree: '生产作业' });
  return [
    {
      id: 'A1',
      value: '数字化基础',
      name: '数字化基础',
      children: [
        {
          id: 'S01',
          value: '数字化投入',
          name: '数字化投入',
          children: [
            { id: 'T01', value: '资金投入', name: '资金投入', indicatorLevel: 3, children: [first] },
            { id: 'T08', value: '数字化系统', name: '数字化系统', indicatorLevel: 3, children: [second] },
          ],
        },
      ],
    },
    {
      id: 'A3',
      value: '数字化生产',
      name: '数字化生产',
      children: [
        {
          id: 'S08',
          value: '生产制造',
          name: '生产制造',
          children: [{ id: 'T16', value: '生产作业', name: '生产作业', indicatorLevel: 3, children: [third] }],
        },
      ],
    },
  ];
}

export const exam = (level = 1, patch: Partial<ExamRecord> = {}, firstAnswer = 'A'): Exam => ({
  record: record({ currentLevel: level, assessmentLevel: level - 1, ...patch }),
  questionTree: examTree(level, firstAnswer),
});

const indicator = (id: string, name: string, isMandatory = false, children: BankTreeQuestion[] = []) => ({
  id,
  value: name,
  name,
  indicatorLevel: 3 as const,
  isMandatory,
  children,
});

/** `count` questions of an indicator at a level, as the bank tree gives them (the answer time counts them). */
const bankQuestions = (count: number, levelThree: string, questionType: 1 | 2, level: number): BankTreeQuestion[] =>
  Array.from({ length: count }, (_, i) => {
    const { detailId, userAnswer, answeredBy, answeredByName, answerTime, answerVersion, ...bankQuestion } = question(
      `${levelThree}-L${level}-${i + 1}`,
      { questionType, level, levelThree },
    );
    return bankQuestion;
  });

/** The bank's areas with a small production area: one croppable and one mandatory indicator per group. */
export const BANK: BankTreeArea[] = [
  {
    id: 'A1',
    value: '数字化基础',
    name: '数字化基础',
    isGating: true,
    children: [
      {
        id: 'S01',
        value: '数字化投入',
        name: '数字化投入',
        // 12 single choices at level 1: 6 minutes, shown as 10.
        children: [indicator('T01', '资金投入', false, bankQuestions(12, '资金投入', 1, 1))],
      },
    ],
  },
  {
    id: 'A3',
    value: '数字化生产',
    name: '数字化生产',
    isGating: true,
    children: [
      {
        id: 'S07',
        value: '研发设计',
        name: '研发设计',
        // 20 multiple choices at level 2: 15 minutes more (25 in all) unless 产品设计 is cropped.
        children: [
          indicator('T13', '产品设计', false, bankQuestions(20, '产品设计', 2, 2)),
          indicator('T14', '工艺设计'),
        ],
      },
      { id: 'S08', value: '生产制造', name: '生产制造', children: [indicator('T16', '生产作业', true)] },
    ],
  },
];

export interface SentCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

type Answer = Response | Promise<Response>;

interface ExamApi {
  /** getExamTree's answer; called on every load. */
  examTree?: () => Exam;
  submitAnswer?: (body: Record<string, unknown>) => Answer;
  submitQuestionnaire?: () => Answer;
  createExam?: (body: Record<string, unknown>) => Answer;
  /** The record recordList names as in progress (none by default). */
  inProgress?: { id: string };
}

const ok = (data: unknown) => json({ code: 0, msg: '成功', data });

/** submitAnswer's answer: by default the save was stored as the next version. */
export const savedAnswer = (patch: Partial<SavedAnswer> & Pick<SavedAnswer, 'version'>) =>
  ok({
    stored: true,
    userAnswer: '',
    answeredBy: '3',
    answeredByName: 'zhangsan',
    answerTime: '2026-11-03 09:00:00',
    message: '',
    ...patch,
  });

/** Stubs fetch with the exam calls of docs/assessment-api.md; records what was sent. */
export function stubExamApi(api: ExamApi = {}) {
  const sent: SentCall[] = [];
  let version = 10;
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      if (path.startsWith('/api/dtmm/answer/getExamTree/')) return ok((api.examTree ?? exam)());
      if (path === '/api/dtmm/answer/submitAnswer') {
        version += 1;
        return api.submitAnswer?.(body) ?? savedAnswer({ version, userAnswer: String(body?.userAnswer) });
      }
      if (path === '/api/dtmm/answer/submitQuestionnaire' && api.submitQuestionnaire) return api.submitQuestionnaire();
      if (path.startsWith('/api/dtmm/answer/acceptPledge/')) return ok({ pledge: ACCEPTED_PLEDGE });
      if (path === '/api/dtmm/answer/createExam' && api.createExam) return api.createExam(body);
      if (path === '/api/dtmm/questionBank/tree') return ok(BANK);
      if (path.startsWith('/api/dtmm/answer/recordList')) {
        const rows = api.inProgress ? [api.inProgress] : [];
        return json({ code: 0, msg: '成功', data: rows, total: rows.length });
      }
      return json({ code: 404, msg: '接口不存在' }, 404);
    }),
  );
  const callsTo = (path: string) => sent.filter((call) => call.path.startsWith(`/api/dtmm/${path}`));
  return { sent, callsTo };
}

export const outcome = (patch: { end: boolean; message: string; assessmentLevel: number }) =>
  ok({ ok: true, nextLevel: patch.end ? null : patch.assessmentLevel + 1, ...patch });
