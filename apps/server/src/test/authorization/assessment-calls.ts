import type { Build, Call } from './route-calls';

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });
const base = '/api/dtmm/answer';

/** How to call every assessment route (issue 14). */
export const ASSESSMENT_CALLS: Record<string, Build> = {
  'GET /api/dtmm/questionBank/tree': () => get('/api/dtmm/questionBank/tree'),
  [`POST ${base}/createExam`]: () =>
    post(`${base}/createExam`, { levelThreeCroppedIds: '产品设计', assessmentType: '1', answerType: '0' }),
  [`GET ${base}/getExamTree/:id`]: async (fx, who, target) =>
    get(`${base}/getExamTree/${(await fx.assessmentRecord(who, target)).id}`),
  [`POST ${base}/submitAnswer`]: async (fx, who, target) =>
    post(`${base}/submitAnswer`, { id: (await fx.assessmentRecord(who, target)).detailId, userAnswer: 'A', seq: 1 }),
  [`POST ${base}/submitQuestionnaire`]: async (fx, who, target) =>
    post(`${base}/submitQuestionnaire`, {
      recordId: (await fx.assessmentRecord(who, target, 'answered')).id,
      level: 1,
    }),
  [`GET ${base}/recordList`]: () => get(`${base}/recordList?answerType=0&status=0&page=1&limit=10`),
  [`GET ${base}/recordDetail/:id`]: async (fx, who, target) =>
    get(`${base}/recordDetail/${(await fx.assessmentRecord(who, target, 'completed')).id}`),
  [`POST ${base}/deleteRecord/:id`]: async (fx, who, target) =>
    post(`${base}/deleteRecord/${(await fx.assessmentRecord(who, target)).id}`),
  'GET /api/dtmm/company/serviceProviderCompany/detailByRecord/:id': async (fx, who, target) =>
    get(`/api/dtmm/company/serviceProviderCompany/detailByRecord/${(await fx.assessmentRecord(who, target)).id}`),
};
