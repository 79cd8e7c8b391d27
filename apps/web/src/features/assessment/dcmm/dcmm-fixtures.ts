import type { DcmmQuestionnaire, DcmmRecord, RecordItem } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';

/** Test data of the DCMM pages: a short questionnaire, records, and fetch stubbed with the DCMM calls. */

/** Options A, B, … as the questionnaire sends them: the letter is the value, the label has none. */
const lettered = (...labels: string[]) =>
  labels.map((label, index) => ({ value: String.fromCharCode(65 + index), label }));

/** Five of the items: three gates, the service party's gate, and a multiple choice with a 'none' option. */
export const QUESTIONNAIRE: DcmmQuestionnaire = {
  version: 1,
  questions: [
    {
      id: 'D01',
      itemNumber: 1,
      name: '企业成立时间',
      questionType: '1',
      questionDesc: '按营业执照上的成立日期计算。',
      options: lettered('3年及以上', '2年及以上，不足3年', '1年及以上，不足2年', '不足1年'),
      gateFor: ['A', 'B'],
    },
    {
      id: 'D02',
      itemNumber: 2,
      name: '企业缴纳社保的人数',
      questionType: '1',
      questionDesc: '',
      options: lettered('1000人及以上', '100人及以上', '50人及以上', '不足50人'),
      gateFor: ['A', 'B'],
    },
    {
      id: 'D03',
      itemNumber: 3,
      name: '企业上一年度营业收入',
      questionType: '1',
      questionDesc: '以上一年度财务报表中的营业收入为准。',
      options: lettered('5000万元及以上', '1000万元及以上', '500万元及以上', '不足500万元'),
      gateFor: ['A', 'B'],
    },
    {
      id: 'D04',
      itemNumber: 4,
      name: '企业是否制定了数字化或数据管理规划',
      questionType: '1',
      questionDesc: '只有口头设想的不算。',
      options: lettered('制定了数据管理专项规划', '在总体规划中写入了数据管理', '规划正在编制中', '没有规划'),
      gateFor: ['B'],
    },
    {
      id: 'D05',
      itemNumber: 5,
      name: '企业已开展哪些数据安全工作',
      questionType: '2',
      questionDesc: '可多选。',
      options: lettered('数据分类分级', '访问权限管理', '数据备份与恢复', '以上均未实现'),
      gateFor: [],
    },
  ],
  capabilityAreas: [
    {
      id: 'C1',
      name: '数据战略',
      description: '数据管理的目标、规划和实施路线。',
      statements: [
        { level: 1, text: '没有成文的数据战略，工作随项目开展。' },
        { level: 2, text: '部门层面有数据工作计划。' },
        { level: 3, text: '单位层面发布了数据战略并分解落实。' },
        { level: 4, text: '用指标跟踪数据战略的执行效果。' },
        { level: 5, text: '数据战略持续优化，成为行业参考。' },
      ],
    },
    {
      id: 'C2',
      name: '数据安全',
      description: '数据的分类分级、访问控制和安全审计。',
      statements: [
        { level: 1, text: '安全措施零散，依赖个人经验。' },
        { level: 2, text: '重点系统有安全要求和权限管理。' },
        { level: 3, text: '全单位统一了数据安全制度和分级保护。' },
        { level: 4, text: '定期量化评估安全风险并改进。' },
        { level: 5, text: '安全能力领先，可向外输出经验。' },
      ],
    },
  ],
};

/** A DCMM record as recordList answers it. */
export const dcmmRecordItem = (patch: Partial<RecordItem> = {}): RecordItem => ({
  id: '7',
  companyName: '晋数科技有限公司',
  answerType: '1',
  assessmentType: '',
  status: '1',
  assessmentLevel: 2,
  currentLevel: 2,
  digitalTransformationLevel: '',
  totalScore: null,
  answerTime: '2026-11-24 15:20:00',
  createTime: '2026-11-24 15:20:00',
  serviceProviderId: '',
  dcmmPartyType: 'A',
  withdrawnAt: '',
  withdrawReason: '',
  ...patch,
});

const CAPABILITY_NAMES = [
  '数据战略',
  '数据治理',
  '数据架构',
  '数据应用',
  '数据安全',
  '数据质量',
  '数据标准',
  '数据生存周期',
];

/** A level-2 record of a data owner with the self-check over the 8 areas. */
export const DCMM_RECORD: DcmmRecord = {
  id: '7',
  companyName: '晋数科技有限公司',
  answerType: '1',
  status: '1',
  dcmmPartyType: 'A',
  dcmmPartyTypeName: '数据拥有方',
  assessmentLevel: 2,
  levelTitle: '二级 受管理级',
  answerTime: '2026-11-24 15:20:00',
  questionnaireVersion: 1,
  gateFindings: [],
  answers: [
    { itemNumber: 1, questionName: '企业成立时间', chosen: ['3年及以上'] },
    { itemNumber: 2, questionName: '企业缴纳社保的人数', chosen: ['100人及以上'] },
    { itemNumber: 5, questionName: '企业已开展哪些数据安全工作', chosen: ['数据分类分级', '访问权限管理'] },
  ],
  capability: CAPABILITY_NAMES.map((name, index) => ({
    id: `C${index + 1}`,
    name,
    level: index % 3 === 0 ? 3 : 2,
    levelName: index % 3 === 0 ? '稳健级' : '受管理级',
    statement: index % 3 === 0 ? `${name}已在全单位统一管理。` : `${name}在重点部门已有管理要求。`,
  })),
  pledge: { version: 1, acceptedAt: '2026-11-24 15:20:00', acceptedByName: 'zhangsan' },
};

/** A level-1 record of a service party, kept at level 1 by two gate answers, without a self-check or a pledge. */
export const LEVEL_ONE_RECORD: DcmmRecord = {
  ...DCMM_RECORD,
  id: '8',
  // Submitted before the 真实性承诺 existed.
  pledge: null,
  dcmmPartyType: 'B',
  dcmmPartyTypeName: '数据服务方',
  assessmentLevel: 1,
  levelTitle: '一级 初始级',
  gateFindings: [
    { itemNumber: 2, questionName: '企业缴纳社保的人数' },
    { itemNumber: 4, questionName: '企业是否制定了数字化或数据管理规划' },
  ],
  answers: [
    { itemNumber: 1, questionName: '企业成立时间', chosen: ['3年及以上'] },
    { itemNumber: 2, questionName: '企业缴纳社保的人数', chosen: ['不足50人'] },
    { itemNumber: 4, questionName: '企业是否制定了数字化或数据管理规划', chosen: ['没有规划'] },
  ],
  capability: null,
};

const ok = (data: unknown, extra: Record<string, unknown> = {}) => json({ code: 0, msg: '成功', data, ...extra });

export interface SentCall {
  method: string;
  url: URL;
  body: Record<string, unknown> | undefined;
}

interface DcmmApi {
  records?: RecordItem[];
  /** The total recordList reports (the records' count unless told). */
  total?: number;
  detail?: () => Response;
  submit?: () => Response;
}

/** Stubs fetch with the DCMM calls and recordList; records what was sent. */
export function stubDcmmApi({ records = [], total, detail, submit }: DcmmApi = {}) {
  const sent: SentCall[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.pathname === '/api/dtmm/dcmm/questionnaire') return ok(QUESTIONNAIRE);
    if (url.pathname === '/api/dtmm/answer/recordList') return ok(records, { total: total ?? records.length });
    if (url.pathname === '/api/dtmm/answer/add') return submit ? submit() : ok(DCMM_RECORD, { msg: '提交成功' });
    if (url.pathname.startsWith('/api/dtmm/answer/dcmmDetail/')) return detail ? detail() : ok(DCMM_RECORD);
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.url.pathname.startsWith(path));
  return { sent, callsTo };
}
