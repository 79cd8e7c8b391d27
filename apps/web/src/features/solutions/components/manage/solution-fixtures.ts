import type { SessionUser, SolutionItem } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';
import { COMPANY_USER, json } from '@/test/session-fixtures';

/** The ADMIN of a certified provider, and a USER member of the same company. */
export const PROVIDER_ADMIN: SessionUser = { ...COMPANY_USER, isProvider: true };
export const PROVIDER_MEMBER: SessionUser = { ...PROVIDER_ADMIN, role: 'USER' };

/** Stored values differ from their names, so a test sees the names are looked up. */
const DICTIONARIES: Record<string, { label: string; value: string }[]> = {
  'company.service.category': [
    { label: '智能排产', value: 'c01' },
    { label: '设备互联', value: 'c02' },
  ],
  'service.serviceTarget': ['煤炭', '焦化', '冶金', '化工'].map((name, index) => ({
    label: name,
    value: `t0${index}`,
  })),
  'service.serviceArea': [
    { label: '太原市', value: '1401' },
    { label: '大同市', value: '1402' },
  ],
};

export const solution = (patch: Partial<SolutionItem> = {}): SolutionItem => ({
  id: '21',
  solutionName: '煤矿智能排产方案',
  serviceProviderId: '3',
  serviceProviderName: '晋数科技有限公司',
  companyId: '3',
  companyName: '晋数科技有限公司',
  serviceCategory: 'c01,c02',
  serviceTarget: 't00',
  serviceArea: '1401',
  contactPerson: '赵六',
  contactPhone: '0351-1234567',
  solutionDescription: '排产从天到小时',
  painPoints: '<p>基于<strong>约束</strong>的排产</p><script>alert(1)</script>',
  solutionIntroduction: '适用于中型煤矿',
  applicationValue: '效率提升两成',
  classicCases: '某矿三期',
  solutionImage: 'img-1,img-2',
  fdAddOn1: '',
  fdAddOn2: '',
  fdAddOn3: '',
  orderNumber: 0,
  createTime: '2026-11-01 09:00:00',
  createrId: '7',
  createrName: 'zhangsan',
  updateTime: '2026-11-20 10:00:00',
  updaterId: '7',
  updaterName: 'zhangsan',
  tableFlag: '2',
  processInstanceId: '',
  tenantId: '',
  ...patch,
});

export interface SentCall {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
}

interface StubOptions {
  rows?: SolutionItem[];
  /** The answer to delete; a promise holds the delete open. */
  deleteAnswer?: () => Response | Promise<Response>;
}

/** Stubs fetch with the solution calls of portal.md 7.3 and the dictionaries; records what was sent. */
export function stubSolutionApi({ rows = [], deleteAnswer }: StubOptions = {}) {
  const sent: SentCall[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.startsWith('/api/dtmm/common/dict')) {
      const code = new URL(url, 'http://x').searchParams.get('code') ?? '';
      return json({ code: 0, msg: 'ok', data: { code, data: DICTIONARIES[code] ?? [] } });
    }
    const base = '/api/dtmm/plan/serviceSolution';
    if (url.startsWith(`${base}/list`)) return json({ code: 0, msg: 'ok', data: rows, total: rows.length });
    if (url.startsWith(`${base}/get/`)) {
      const found = rows.find((row) => url.endsWith(`/get/${row.id}`));
      return found ? json({ code: 0, msg: 'ok', data: found }) : json({ code: 404, msg: '解决方案不存在' }, 404);
    }
    if (url.startsWith(`${base}/delete/`)) return deleteAnswer ? deleteAnswer() : json({ code: 0, msg: '删除成功' });
    if (url === `${base}/save` || url === `${base}/update`)
      return json({ code: 0, msg: '提交成功，等待审核', data: { id: '21' } });
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    sent.filter((call) => call.method === method && call.url.startsWith(`/api/dtmm/plan/serviceSolution/${path}`));
  return { sent, callsTo };
}
