import { PLEDGE_VERSION } from '@dtmm/shared';
import { answerAll, plantDcmmRecord } from '../../modules/dcmm/test/dcmm-client';
import { MISSING_ID } from './access-fixture';
import type { Build, Call } from './route-calls';

const get = (url: string): Call => ({ method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}): Call => ({ method: 'POST', url, payload });
const base = '/api/dtmm/answer';
/** Well-formed, and no report has it. */
const UNKNOWN_REPORT_CODE = 'ZZZZ-ZZZZ-ZZZZ';

/** How to call every assessment route (issue 14). */
export const ASSESSMENT_CALLS: Record<string, Build> = {
  'GET /api/dtmm/questionBank/tree': () => get('/api/dtmm/questionBank/tree'),
  [`POST ${base}/createExam`]: () =>
    post(`${base}/createExam`, { levelThreeCroppedIds: '', assessmentType: '1', answerType: '0' }),
  [`GET ${base}/getExamTree/:id`]: async (fx, who, target) =>
    get(`${base}/getExamTree/${(await fx.assessmentRecord(who, target)).id}`),
  [`POST ${base}/submitAnswer`]: async (fx, who, target) =>
    post(`${base}/submitAnswer`, { id: (await fx.assessmentRecord(who, target)).detailId, userAnswer: 'A', seq: 1 }),
  [`POST ${base}/acceptPledge/:id`]: async (fx, who, target) =>
    post(`${base}/acceptPledge/${(await fx.assessmentRecord(who, target)).id}`),
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
  [`POST ${base}/withdrawRecord/:id`]: async (fx, who, target) =>
    post(`${base}/withdrawRecord/${(await fx.assessmentRecord(who, target, 'completed')).id}`, {
      reason: '矩阵测试：撤回',
    }),
  'GET /api/dtmm/company/serviceProviderCompany/detailByRecord/:id': async (fx, who, target) =>
    get(`/api/dtmm/company/serviceProviderCompany/detailByRecord/${(await fx.assessmentRecord(who, target)).id}`),
  // The report (issue 15).
  [`GET ${base}/previewReport/:id`]: async (fx, who, target) =>
    get(`${base}/previewReport/${(await fx.assessmentRecord(who, target, 'completed')).id}`),
  [`GET ${base}/reportPdf/:id`]: async (fx, who, target) =>
    get(`${base}/reportPdf/${(await fx.assessmentRecord(who, target, 'completed')).id}`),
  'POST /api/dtmm/company/company/recommendServiceProvider': async (fx, who, target) => ({
    method: 'POST',
    url: `/api/dtmm/company/company/recommendServiceProvider?recordId=${(await fx.assessmentRecord(who, target, 'completed')).id}`,
    payload: JSON.stringify(['资金投入', '战略规划']),
    headers: { 'content-type': 'application/json' },
  }),
  'GET /api/dtmm/company/company/recommendTopServiceProviders': () =>
    get('/api/dtmm/company/company/recommendTopServiceProviders'),
  'GET /api/dtmm/report/verify/:code': async (fx, _who, target) =>
    get(`/api/dtmm/report/verify/${target === 'missing' ? UNKNOWN_REPORT_CODE : await fx.reportCode()}`),
  // DCMM (issue 17): the spec's fields, with the answers the level is computed from and the accepted pledge.
  'GET /api/dtmm/dcmm/questionnaire': () => get('/api/dtmm/dcmm/questionnaire'),
  [`POST ${base}/add`]: () =>
    post(`${base}/add`, {
      assessmentLevel: 2,
      dcmmPartyType: 'A',
      answerType: '1',
      status: '1',
      answers: answerAll(),
      pledgeVersion: PLEDGE_VERSION,
    }),
  [`GET ${base}/dcmmDetail/:id`]: async (fx, who, target) => {
    const companyId = Number(fx.company(who, target));
    const id = target === 'missing' ? MISSING_ID : await plantDcmmRecord(fx.t.database.db, companyId);
    return get(`${base}/dcmmDetail/${id}`);
  },
};
