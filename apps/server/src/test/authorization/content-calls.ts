import { CONTENT_KINDS, type ContentKind, type ContentStatus } from '@dtmm/shared';
import { ADMIN_CONTENT_BY_ID, type PUBLIC_CONTENT_LISTS, PUBLIC_DETAIL_KINDS } from './content-routes';
import type { Build, Call } from './route-calls';

/** A valid form of each kind: the least its editor must send. */
export const VALID_FORMS: Record<ContentKind, Record<string, unknown>> = {
  news: { title: '矩阵资讯', category: '政策资讯', content: '<p>正文</p>' },
  standards: { title: '矩阵标准', standardType: 'national', standardNature: '推荐性', standardStatus: '现行' },
  cases: { caseTitle: '矩阵案例', caseType: '典型案例' },
  courses: { title: '矩阵课程', courseType: '数字化转型' },
  guides: { title: '矩阵指南' },
  notices: { title: '矩阵公告' },
  patents: { title: '矩阵专利', patentType: '发明专利' },
  demands: { title: '矩阵需求', requirementType: '技术需求' },
};

const PUBLIC_LIST_URLS: Record<(typeof PUBLIC_CONTENT_LISTS)[number], string> = {
  'GET /api/dtmm/company/news/list': `/api/dtmm/company/news/list?category=${encodeURIComponent('政策资讯')}&page=1&limit=10`,
  'GET /api/dtmm/company/news/newslist': '/api/dtmm/company/news/newslist',
  'GET /api/dtmm/company/standard/list': '/api/dtmm/company/standard/list?page=1&limit=10',
  'GET /api/dtmm/company/case/list': '/api/dtmm/company/case/list?page=1&limit=8',
  'GET /api/dtmm/company/course/list': '/api/dtmm/company/course/list?page=1&limit=4&status=1',
  'GET /api/patents/patent/patent/list': '/api/patents/patent/patent/list?isPublish=1',
  'GET /api/patents/requirement/requirement/list': '/api/patents/requirement/requirement/list?isPublish=1',
  'GET /cms/notices/queryList': '/cms/notices/queryList?page=1&limit=5',
};

/** Which item a CMS call by id needs: drafts to publish, published items for the rest. */
const NEEDS: Record<(typeof ADMIN_CONTENT_BY_ID)[number], ContentStatus> = {
  'GET /api/admin/<kind>/:id': 'published',
  'PUT /api/admin/<kind>/:id': 'draft',
  'POST /api/admin/<kind>/:id/publish': 'draft',
  'POST /api/admin/<kind>/:id/unpublish': 'published',
  'DELETE /api/admin/<kind>/:id': 'published',
};

function byIdCall(route: (typeof ADMIN_CONTENT_BY_ID)[number], kind: ContentKind): Build {
  const [method, path] = route.split(' ') as [Call['method'], string];
  return async (fx, _who, target) => {
    const url = path.replace('<kind>', kind).replace(':id', await fx.content(kind, target, NEEDS[route]));
    return method === 'PUT' ? { method, url, payload: VALID_FORMS[kind] } : { method, url };
  };
}

/** How to call every content route, public and CMS (issue 12). */
export const CONTENT_CALLS: Record<string, Build> = Object.fromEntries([
  ...Object.entries(PUBLIC_LIST_URLS).map(([route, url]) => [route, () => ({ method: 'GET', url })]),
  ...Object.entries(PUBLIC_DETAIL_KINDS).map(([route, kind]) => [
    route,
    (async (fx, _who, target) => ({
      method: 'GET',
      url: route.slice(4).replace(':id', await fx.content(kind, target)),
    })) satisfies Build,
  ]),
  ...CONTENT_KINDS.flatMap((kind) => [
    [`GET /api/admin/${kind}`, () => ({ method: 'GET', url: `/api/admin/${kind}?page=1&limit=10` })],
    [`POST /api/admin/${kind}`, () => ({ method: 'POST', url: `/api/admin/${kind}`, payload: VALID_FORMS[kind] })],
    ...ADMIN_CONTENT_BY_ID.map((route) => [route.replace('<kind>', kind), byIdCall(route, kind)]),
  ]),
]);
