import type { DictionaryItem, SolutionItem } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';

/** Twelve scenarios, so the scenario row has more than fit before 更多. */
export const SCENARIOS: DictionaryItem[] = Array.from({ length: 12 }, (_, i) => ({
  label: `场景${i + 1}`,
  value: `s${i + 1}`,
}));

/** Values differ from labels, so a test sees that labels are shown and values are sent. */
const DICTIONARIES: Record<string, DictionaryItem[]> = {
  'company.service.category': SCENARIOS,
  'service.serviceTarget': [
    { label: '焦化', value: 'coking' },
    { label: '冶金', value: 'metal' },
  ],
  'service.serviceArea': [
    { label: '太原市', value: '1401' },
    { label: '吕梁市', value: '1411' },
  ],
};

export const IMAGE_IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

/** An approved solution as the API answers it. */
export const solutionItem = (over: Partial<SolutionItem> = {}): SolutionItem => ({
  id: '1',
  solutionName: '焦炉智能加热解决方案',
  serviceProviderId: '16',
  serviceProviderName: '山西龙城工业互联网有限公司',
  companyId: '16',
  companyName: '山西龙城工业互联网有限公司',
  serviceCategory: 's1,s2',
  serviceTarget: 'coking,metal',
  serviceArea: '1401,1411',
  contactPerson: '张立峰',
  contactPhone: '0351-7283516',
  solutionDescription: '面向焦化企业的加热优化方案。',
  painPoints: '<h3>总体架构</h3><p>边缘采集与平台模型。</p>',
  solutionIntroduction: '焦炉加热长期依赖人工测温。',
  applicationValue: '吨焦耗热量下降约2.8%。',
  classicCases: '孝义市晟源焦化有限公司。',
  solutionImage: IMAGE_IDS.join(','),
  fdAddOn1: '',
  fdAddOn2: '',
  fdAddOn3: '',
  orderNumber: 0,
  createTime: '2026-03-01 09:00:00',
  createrId: '3',
  createrName: 'lc_admin',
  updateTime: '2026-03-02 09:00:00',
  updaterId: '1',
  updaterName: 'operator',
  tableFlag: '1',
  processInstanceId: '',
  tenantId: '',
  ...over,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: the dictionaries above, every other path from `answer`. */
export function stubApi(answer: (url: URL) => Response): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/dtmm/common/dict') {
      const code = url.searchParams.get('code') ?? '';
      return json({ code: 0, msg: '', data: { code, data: DICTIONARIES[code] ?? [] } });
    }
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The addresses the page asked for under `path`, oldest first. */
export const requestsTo = (fetchMock: Mock<typeof fetch>, path: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith(path));
