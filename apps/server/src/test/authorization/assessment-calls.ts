import type { Build, Call } from './route-calls';

const get = (url: string): Call => ({ method: 'GET', url });

/** How to call every assessment route (issue 14). */
export const ASSESSMENT_CALLS: Record<string, Build> = {
  'GET /api/dtmm/questionBank/tree': () => get('/api/dtmm/questionBank/tree'),
};
