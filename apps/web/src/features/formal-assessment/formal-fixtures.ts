import type { FileInfo, FileType, FormalApplication, FormalPrefill, FormalSelfAssessment } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';

/** Test data and stubs of the formal assessment screens (tests only). */
export const fileOf = (id: string, fileName: string, fileType: FileType = 'png'): FileInfo => ({
  id,
  fileName,
  fileSize: 2048,
  fileType,
  fileUrl: `/api/dtmm/common/file/download/${id}`,
  fileRealPath: '',
});

export const SELF_ASSESSMENT: FormalSelfAssessment = {
  recordId: '42',
  level: 2,
  levelName: '场景应用',
  totalScore: 48.5,
  completedAt: '2026-11-20 10:00:00',
  weakIndicators: [
    { id: 'T09', name: '战略规划', areaName: '数字化治理' },
    { id: 'T23', name: '采购管理', areaName: '数字化生产' },
  ],
};

export const prefillOf = (patch: Partial<FormalPrefill> = {}): FormalPrefill => ({
  assessmentType: 'zdservice',
  isFirst: true,
  defaultCount: 1,
  suggestedLevel: 3,
  lowestLevel: 2,
  openApplicationId: null,
  selfAssessment: SELF_ASSESSMENT,
  indicators: [
    { id: 'T01', name: '资金投入', areaName: '数字化基础' },
    { id: 'T05', name: '数据管理', areaName: '数字化基础' },
    { id: 'T09', name: '战略规划', areaName: '数字化治理' },
    { id: 'T23', name: '采购管理', areaName: '数字化生产' },
  ],
  ...patch,
});

export const applicationOf = (patch: Partial<FormalApplication> = {}): FormalApplication => ({
  id: '31',
  assessmentType: 'zdservice',
  assessmentTypeName: '数字化转型诊断服务平台',
  assessmentCount: 1,
  applicationLevel: 3,
  applicationLevelName: '系统集成',
  applicationRemark: '希望专家重点评估生产计划排程与采购协同的建设情况。',
  status: '0',
  statusLabel: '待受理',
  submissionTime: '2026-11-21 09:30:00',
  company: { id: '3', companyName: '晋数科技有限公司', socialCreditCode: '91140100MA0K123456' },
  selfAssessment: SELF_ASSESSMENT,
  evidence: [
    {
      indicatorId: 'T09',
      indicatorName: '战略规划',
      files: [fileOf('f-plan', '数字化转型规划.pdf', 'pdf'), fileOf('f-meeting', '战略研讨会.png')],
    },
  ],
  scheduledDate: '',
  assessorName: '',
  acceptedAt: '',
  rejectReason: '',
  rejectedAt: '',
  resultLevel: null,
  resultLevelName: '',
  reportFile: null,
  completedAt: '',
  ...patch,
});

export interface SentCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers a call the stub was given; anything else is 404. */
export type Route = (url: string, method: string, body: unknown) => Response | Promise<Response> | undefined;

export const okOf = (data: unknown, extra: Record<string, unknown> = {}) =>
  json({ code: 0, msg: '成功', data, ...extra });

/** Stubs fetch with the given routes; records every call with its parsed JSON body. */
export function stubFetch(...routes: Route[]) {
  const sent: SentCall[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    sent.push({ method, url, body });
    for (const route of routes) {
      const answer = await route(url, method, body);
      if (answer) return answer;
    }
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.url.startsWith(path));
  return { sent, callsTo };
}

/**
 * Enough of XMLHttpRequest for uploads with progress: each send answers the uploaded file (its
 * id 'up-1', 'up-2'…) on the next tick, and the purposes sent are kept in order.
 */
export function stubUploads() {
  const purposes: string[] = [];
  let count = 0;
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      purposes.push(String(form.get('projectClass')));
      count += 1;
      const info = fileOf(`up-${count}`, file.name, file.name.endsWith('.pdf') ? 'pdf' : 'png');
      setTimeout(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ code: 0, msg: '上传成功~', data: info });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { purposes };
}
