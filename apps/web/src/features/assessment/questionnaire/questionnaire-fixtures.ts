import type {
  BankTreeArea,
  BankTreeQuestion,
  EvaluationType,
  ExamArea,
  ExamQuestion,
  ExamRecord,
  IndustryGroup,
  SavedAnswer,
} from '@dtmm/shared';
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
  evaluationType: '1',
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

const BOTH: EvaluationType[] = ['1', '2'];

const indicator = (
  id: string,
  name: string,
  isMandatory = false,
  children: BankTreeQuestion[] = [],
  evaluationTypes: EvaluationType[] = BOTH,
) => ({
  id,
  value: name,
  name,
  indicatorLevel: 3 as const,
  isMandatory,
  evaluationTypes,
  children,
});

/** A question as the bank tree gives it: without the exam's answer fields. */
function bankQuestion(id: string, levelThree: string, questionType: 1 | 2, level: number): BankTreeQuestion {
  const { detailId, userAnswer, answeredBy, answeredByName, answerTime, answerVersion, ...fields } = question(id, {
    questionType,
    level,
    levelThree,
  });
  return fields;
}

/** `count` questions of an indicator at a level (the answer time counts them). */
const bankQuestions = (count: number, levelThree: string, questionType: 1 | 2, level: number): BankTreeQuestion[] =>
  Array.from({ length: count }, (_, i) =>
    bankQuestion(`${levelThree}-L${level}-${i + 1}`, levelThree, questionType, level),
  );

/** T28's band question of one industry group. */
const energyQuestion = (id: string, group: IndustryGroup): BankTreeQuestion => ({
  ...bankQuestion(id, '单位产值综合能耗', 1, 1),
  industryGroups: [group],
});

/**
 * Both variants' areas, small. Industry: 基础 (12 single choices at level 1), 数字化生产 (产品设计
 * croppable with 20 multiple choices at level 2, 工艺设计 croppable, 生产作业 mandatory) and T28's band
 * question of its group: 10–25 minutes. Services: 基础, 数字化经营 (市场营销 mandatory with 14 single
 * choices at level 1, 物流仓储 croppable with 20 multiple choices at level 2): 15–30 minutes.
 */
export const BANK: BankTreeArea[] = [
  {
    id: 'A1',
    value: '数字化基础',
    name: '数字化基础',
    isGating: true,
    evaluationTypes: BOTH,
    children: [
      {
        id: 'S01',
        value: '数字化投入',
        name: '数字化投入',
        children: [indicator('T01', '资金投入', false, bankQuestions(12, '资金投入', 1, 1))],
      },
    ],
  },
  {
    id: 'A3',
    value: '数字化生产',
    name: '数字化生产',
    isGating: true,
    evaluationTypes: ['1'],
    children: [
      {
        id: 'S07',
        value: '研发设计',
        name: '研发设计',
        children: [
          indicator('T13', '产品设计', false, bankQuestions(20, '产品设计', 2, 2), ['1']),
          indicator('T14', '工艺设计', false, [], ['1']),
        ],
      },
      { id: 'S08', value: '生产制造', name: '生产制造', children: [indicator('T16', '生产作业', true, [], ['1'])] },
    ],
  },
  {
    id: 'A5',
    value: '数字化经营',
    name: '数字化经营',
    isGating: true,
    evaluationTypes: ['2'],
    children: [
      {
        id: 'S15',
        value: '营销与客户',
        name: '营销与客户',
        children: [indicator('T32', '市场营销', true, bankQuestions(14, '市场营销', 1, 1), ['2'])],
      },
      {
        id: 'S19',
        value: '物流与仓储',
        name: '物流与仓储',
        children: [indicator('T39', '物流仓储', false, bankQuestions(20, '物流仓储', 2, 2), ['2'])],
      },
    ],
  },
  {
    id: 'A4',
    value: '数字化转型成效',
    name: '数字化转型成效',
    isGating: false,
    evaluationTypes: BOTH,
    children: [
      {
        id: 'S12',
        value: '绿色低碳',
        name: '绿色低碳',
        children: [
          indicator(
            'T28',
            '单位产值综合能耗',
            false,
            [energyQuestion('T28-Q-E', 'energyIntensive'), energyQuestion('T28-Q-G', 'otherIndustry')],
            ['1'],
          ),
        ],
      },
    ],
  },
];

/** The signed-in member's company as detailFull answers it, in the parts the variant needs. */
export const companyDetail = (industryCategory: string, secondaryIndustry: string, industryName: string) => ({
  id: '3',
  companyName: '晋数科技有限公司',
  industryCategory,
  secondaryIndustry,
  industryName,
});
/** A machinery maker (industry, not energy-intensive). */
export const MANUFACTURER = companyDetail('C', '35', '制造业 / 专用设备制造业 / 采矿、冶金、建筑专用设备制造');
/** A road haulier (services). */
export const HAULIER = companyDetail('G', '54', '交通运输、仓储和邮政业 / 道路运输业');
/** A coking plant (energy-intensive industry). */
export const COKING_PLANT = companyDetail('C', '25', '制造业 / 石油、煤炭及其他燃料加工业');
export const COMPANY_DETAIL_PATH = '/api/dtmm/company/company/detailFull/3';

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
  /** The member's company (detailFull); a manufacturer by default. */
  company?: ReturnType<typeof companyDetail>;
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
      if (path === COMPANY_DETAIL_PATH) return ok(api.company ?? MANUFACTURER);
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
