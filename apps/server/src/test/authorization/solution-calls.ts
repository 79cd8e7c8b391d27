import type { Build, Call } from './route-calls';

const base = '/api/dtmm/plan/serviceSolution';

/** A valid solution form (portal.md 5.8): the least the provider's form sends. */
export const VALID_SOLUTION = {
  solutionName: '矩阵解决方案',
  contactPerson: '王工',
  contactPhone: '0351-7654321',
  serviceCategory: '设备管理,安全生产',
  serviceTarget: '煤炭',
  serviceArea: '14',
};

const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });
const get = (url: string): Call => ({ method: 'GET', url });

/** How to call every solution route (issue 13). */
export const SOLUTION_CALLS: Record<string, Build> = {
  [`POST ${base}/save`]: () => post(`${base}/save`, VALID_SOLUTION),
  [`POST ${base}/update`]: async (fx, _who, target) =>
    post(`${base}/update`, { ...VALID_SOLUTION, id: await fx.solution(target) }),
  [`POST ${base}/delete/:id`]: async (fx, _who, target) => post(`${base}/delete/${await fx.solution(target)}`),
  [`GET ${base}/list`]: () => get(`${base}/list?page=1&limit=10`),
  [`GET ${base}/get/:id`]: async (fx, _who, target) => get(`${base}/get/${await fx.solution(target, '1')}`),
  [`GET ${base}/listFull`]: () => get(`${base}/listFull?page=1&limit=4&tableFlag=1&sord=asc`),
  [`GET ${base}/getByProviderId/:providerId`]: (fx) => get(`${base}/getByProviderId/${fx.provider('own')}`),
  'GET /api/dtmm/plan/serviceProvider/currentList': () => get('/api/dtmm/plan/serviceProvider/currentList'),
  'GET /api/admin/solutions': () => get('/api/admin/solutions?page=1&limit=10&status=2'),
  'GET /api/admin/solutions/:id': async (fx, _who, target) => get(`/api/admin/solutions/${await fx.solution(target)}`),
  'POST /api/admin/solutions/:id/approve': async (fx, _who, target) =>
    post(`/api/admin/solutions/${await fx.solution(target)}/approve`),
  'POST /api/admin/solutions/:id/reject': async (fx, _who, target) =>
    post(`/api/admin/solutions/${await fx.solution(target)}/reject`, { opinion: '请补充量化的应用成效。' }),
  'POST /api/admin/solutions/:id/unpublish': async (fx, _who, target) =>
    post(`/api/admin/solutions/${await fx.solution(target, '1')}/unpublish`, { reason: '联系电话无法接通。' }),
};
