import { DEFAULT_SCORING_PARAMETERS, type RecordItem } from '@dtmm/shared';
import { waitFor, within } from '@testing-library/react';
import { type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';
import type { RecordDetail } from '../api/assessment-api';
import { REPORT_FIXTURE } from '../report/report-fixture';

export const record = (patch: Partial<RecordItem> = {}): RecordItem => ({
  id: '42',
  companyName: '晋数科技有限公司',
  answerType: '0',
  assessmentType: '1',
  status: '1',
  assessmentLevel: 2,
  currentLevel: 3,
  digitalTransformationLevel: 'L1',
  totalScore: 48.5,
  answerTime: '2026-11-20 10:00:00',
  createTime: '2026-11-20 09:30:00',
  serviceProviderId: '',
  dcmmPartyType: '',
  withdrawnAt: '',
  withdrawReason: '',
  ...patch,
});

/**
 * The worked example of docs/assessment-model.md (产品设计 cropped), with 人员投入 added to 数字化投入 so
 * that a second-level cell spans two rows.
 */
export const DETAIL: RecordDetail = {
  ...record(),
  bankVersion: 1,
  level1: [
    { id: 'A1', name: '数字化基础', score: 0.45, weight: 0.3 },
    { id: 'A2', name: '数字化治理', score: 0.46, weight: 0.2 },
    { id: 'A3', name: '数字化生产', score: 0.48, weight: 0.35 },
    { id: 'A4', name: '数字化转型成效', score: 0.6, weight: 0.15 },
  ],
  level2: [
    { id: 'S01', name: '数字化投入', score: 0.46 },
    { id: 'S03', name: '数据资源', score: 0.44 },
    { id: 'S05', name: '战略与组织', score: 0.46 },
    { id: 'S08', name: '生产制造', score: 0.52 },
    { id: 'S09', name: '供应链管理', score: 0.44 },
    { id: 'S13', name: '质量效益', score: 0.8 },
    { id: 'S14', name: '经营效益', score: 0.4 },
  ],
  level3: [
    { id: 'T01', name: '资金投入', score: 0.46 },
    { id: 'T02', name: '人员投入', score: 0.46 },
    { id: 'T05', name: '数据管理', score: 0.44 },
    { id: 'T09', name: '战略规划', score: 0.46 },
    { id: 'T15', name: '计划排程', score: 0.52 },
    { id: 'T23', name: '采购管理', score: 0.44 },
    { id: 'T29', name: '产品合格率', score: 0.8 },
    { id: 'T31', name: '销售利润率', score: 0.4 },
  ],
  explanation: '贵企业达到2级（场景应用），处于下档L1。\n最需要提升的指标：战略规划（0.30）、资金投入（0.50）。',
  levels: [],
  parameters: DEFAULT_SCORING_PARAMETERS,
  pledge: { version: 1, acceptedAt: '2026-11-20 09:35:00', acceptedByName: 'zhangsan' },
};

/**
 * A logistics company's result on bank version 2, variant '2': 数字化经营 in 数字化生产's place, the
 * services' 成效 indicators, and the version's indicator floor.
 */
export const SERVICES_DETAIL: RecordDetail = {
  ...DETAIL,
  id: '43',
  companyName: '太原市晋通汇达物流有限公司',
  bankVersion: 2,
  level1: [
    { id: 'A1', name: '数字化基础', score: 0.45, weight: 0.3 },
    { id: 'A2', name: '数字化治理', score: 0.46, weight: 0.2 },
    { id: 'A5', name: '数字化经营', score: 0.5, weight: 0.35 },
    { id: 'A4', name: '数字化转型成效', score: 0.55, weight: 0.15 },
  ],
  level2: [
    { id: 'S01', name: '数字化投入', score: 0.46 },
    { id: 'S05', name: '战略与组织', score: 0.46 },
    { id: 'S16', name: '服务交付', score: 0.52 },
    { id: 'S19', name: '物流与仓储', score: 0.48 },
    { id: 'S20', name: '业务在线化', score: 0.6 },
    { id: 'S14', name: '经营效益', score: 0.5 },
  ],
  level3: [
    { id: 'T01', name: '资金投入', score: 0.46 },
    { id: 'T09', name: '战略规划', score: 0.46 },
    { id: 'T34', name: '业务运营', score: 0.56 },
    { id: 'T35', name: '服务质量', score: 0.48 },
    { id: 'T39', name: '物流仓储', score: 0.48 },
    { id: 'T40', name: '线上业务占比', score: 0.6 },
    { id: 'T31', name: '销售利润率', score: 0.4 },
    { id: 'T42', name: '人均营业收入', score: 0.6 },
  ],
  explanation:
    '贵企业达到1级（初步建设），对应L0。第2级需要纳入评估的指标平均达成度不低于0.6，且每个领域不低于0.4，每个指标不低于0.3；当前第2级平均达成度为0.62；服务质量（0.20）低于0.3的指标底线。',
  parameters: {
    ...DEFAULT_SCORING_PARAMETERS,
    areaWeights: { ...DEFAULT_SCORING_PARAMETERS.areaWeights, A5: 0.35 },
    indicatorFloor: 0.3,
  },
};

export interface SentCall {
  method: string;
  url: string;
}

interface StubOptions {
  records?: RecordItem[];
  detail?: () => Response;
  /** The answer to deleteRecord; a promise holds the delete open. */
  deleteAnswer?: () => Response | Promise<Response>;
  /** The answer to previewReport (the report data). */
  report?: () => Response;
  /** The answer to reportPdf; a promise holds the download open. */
  pdf?: () => Response | Promise<Response>;
}

/** A PDF as the server sends it. */
export const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });

const ok = (data: unknown, extra: Record<string, unknown> = {}) => json({ code: 0, msg: '成功', data, ...extra });

/** Stubs fetch with the assessment calls of docs/assessment-api.md; records what was sent. */
export function stubAssessmentApi({
  records = [],
  detail = () => ok(DETAIL),
  deleteAnswer,
  report = () => ok(REPORT_FIXTURE),
  pdf = pdfResponse,
}: StubOptions = {}) {
  const sent: SentCall[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url });
    if (url.startsWith('/api/dtmm/answer/recordList')) {
      const answerType = new URL(url, 'http://x').searchParams.get('answerType');
      const found = records.filter((item) => item.answerType === answerType);
      return ok(found, { total: found.length });
    }
    if (url.startsWith('/api/dtmm/answer/recordDetail/')) return detail();
    if (url.startsWith('/api/dtmm/answer/previewReport/')) return report();
    if (url.startsWith('/api/dtmm/answer/reportPdf/')) return pdf();
    if (url.startsWith('/api/dtmm/answer/withdrawRecord/')) return json({ code: 0, msg: '撤回成功', data: null });
    if (url.startsWith('/api/dtmm/answer/deleteRecord/')) {
      return deleteAnswer ? deleteAnswer() : json({ code: 0, msg: '删除成功', data: null });
    }
    if (url.startsWith('/api/dtmm/company/serviceProviderCompany/detailByRecord/')) {
      return ok({ recordId: '42', serviceProviderId: '9', serviceProviderName: '山西智造服务有限公司' });
    }
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.url.startsWith(`/api/dtmm/answer/${path}`));
  return { sent, callsTo };
}

/** The table row of a record, once the list shows it. */
export const findRow = (id: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  });

// Role queries walk the whole accessibility tree, seconds under jsdom: find buttons by their text.
export const buttonIn = (scope: HTMLElement, name: string) =>
  within(scope).queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
