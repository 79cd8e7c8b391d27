import type { CompanyInsight, ProvinceInsight } from '@dtmm/shared';
import { type Mock, vi } from 'vitest';
import { json } from '@/test/session-fixtures';

/** Test data of the dashboards and a fetch stub that answers their calls. */

const month = (m: number, figures: Partial<ProvinceInsight['months'][number]> = {}) => ({
  month: m,
  users: 0,
  companies: 0,
  certifiedEnterprises: 0,
  certifiedProviders: 0,
  assessmentsStarted: 0,
  assessmentsCompleted: 0,
  ...figures,
});

export const PROVINCE_FIXTURE: ProvinceInsight = {
  year: 2025,
  cityCode: '',
  industryCode: '',
  totals: {
    users: 12,
    companies: 5,
    certifiedEnterprises: 5,
    certifiedProviders: 1,
    assessmentsStarted: 7,
    assessmentsCompleted: 6,
  },
  certifiedNow: { enterprises: 58, providers: 6 },
  months: Array.from({ length: 12 }, (_, i) =>
    month(i + 1, i === 2 ? { users: 12, companies: 5, assessmentsStarted: 7, assessmentsCompleted: 6 } : {}),
  ),
  levels: [
    { level: 0, name: '未达标', companies: 1 },
    { level: 1, name: '初步建设', companies: 2 },
    { level: 2, name: '场景应用', companies: 3 },
    { level: 3, name: '系统集成', companies: 0 },
    { level: 4, name: '协同优化', companies: 0 },
    { level: 5, name: '智能引领', companies: 0 },
  ],
  averageByIndustry: [{ code: 'C', name: '制造业', companies: 6, averageScore: 52.5 }],
  averageByCity: [{ code: '1401', name: '太原市', companies: 6, averageScore: 52.5 }],
  averageBySize: [{ code: '3', name: '100-299人', companies: 6, averageScore: 52.5 }],
  weakestIndicators: [
    { id: 'T01', name: '资金投入', groupName: '数字化基础 · 数字化投入', averageScore: 0.26, sample: 6 },
  ],
  sampleRule: { minimumCompanies: 5, statement: '仅统计至少5家企业作答的指标，并注明样本企业数' },
  topic551: {
    year: 2025,
    targets: { squads: 5, experts: 50, enterprises: 100 },
    squads: 3,
    experts: 20,
    enterprises: 10,
    planned: 2,
    inService: 5,
    completed: 3,
    progressRate: '3.00%',
  },
  solutions: [
    { status: '0', label: '已驳回', count: 1 },
    { status: '1', label: '已完成', count: 4 },
    { status: '2', label: '审核中', count: 2 },
  ],
  formalApplications: [
    { status: '0', label: '待受理', count: 3 },
    { status: '1', label: '已受理', count: 0 },
    { status: '2', label: '未通过受理', count: 0 },
    { status: '3', label: '已完成', count: 1 },
  ],
};

export const COMPANY_FIXTURE: CompanyInsight = {
  companyName: '晋数科技有限公司',
  isProvider: false,
  history: [
    { recordId: '8', answerType: '0', completedAt: '2025-01-05 10:00:00', level: 1, tier: 'L0', totalScore: 35 },
    { recordId: '9', answerType: '0', completedAt: '2025-09-05 10:00:00', level: 2, tier: 'L2', totalScore: 52.25 },
  ],
  latest: {
    recordId: '9',
    answerType: '0',
    completedAt: '2025-09-05 10:00:00',
    level: 2,
    tier: 'L2',
    totalScore: 52.25,
  },
  weakIndicators: [{ id: 'T01', name: '资金投入', groupName: '数字化基础 · 数字化投入', score: 0.3, threshold: 0.5 }],
  formalApplications: PROVINCE_FIXTURE.formalApplications,
  solutions: null,
  servedEnterprises: null,
};

const ok = (data: unknown) => json({ code: 0, msg: '成功', data });

/** Stubs fetch with the dashboards' calls; answers the URLs sent. */
export function stubInsightApi({ company = () => ok(COMPANY_FIXTURE) }: { company?: () => Response } = {}) {
  const sent: string[] = [];
  const fetchMock: Mock<typeof fetch> = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    sent.push(url);
    if (url.startsWith('/api/admin/insight')) return ok(PROVINCE_FIXTURE);
    if (url.startsWith('/api/dtmm/insight/company')) return company();
    if (url.startsWith('/cruplat/getconfig'))
      return ok({ provinceCode: '14', companyName: '山西省企业数字化转型服务平台' });
    if (url.startsWith('/api/dtmm/common/regions/14/children')) {
      return ok([
        { code: '1401', name: '太原市' },
        { code: '1404', name: '长治市' },
      ]);
    }
    if (url.startsWith('/api/dtmm/industry/categories')) {
      return ok([{ id: '3', categoryName: '制造业', categoryCode: 'C' }]);
    }
    return json({ code: 404, msg: '接口不存在' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}
