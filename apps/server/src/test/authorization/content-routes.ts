import type { ContentKind } from '@dtmm/shared';

/** The public content reads (portal.md 7.4): lists and the details that take an id. */
export const PUBLIC_CONTENT_LISTS = [
  'GET /api/dtmm/company/news/list',
  'GET /api/dtmm/company/news/newslist',
  'GET /api/dtmm/company/standard/list',
  'GET /api/dtmm/company/case/list',
  'GET /api/dtmm/company/course/list',
  'GET /api/patents/patent/patent/list',
  'GET /api/patents/requirement/requirement/list',
  'GET /cms/notices/queryList',
] as const;

/** Each public detail route and the kind of content its id names. */
export const PUBLIC_DETAIL_KINDS: Record<string, ContentKind> = {
  'GET /api/dtmm/company/news/detail/:id': 'news',
  'GET /api/dtmm/company/standard/detail/:id': 'standards',
  'GET /api/dtmm/company/case/detail/:id': 'cases',
  'GET /api/dtmm/company/course/detail/:id': 'courses',
  'GET /cms/notices/queryInfo/:id': 'notices',
  'GET /api/dtmm/company/guide/detail/:id': 'guides',
};
export const PUBLIC_CONTENT_DETAILS = Object.keys(PUBLIC_DETAIL_KINDS);

/** The CMS routes of a kind that take an id, with `<kind>` for the kind. */
export const ADMIN_CONTENT_BY_ID = [
  'GET /api/admin/<kind>/:id',
  'PUT /api/admin/<kind>/:id',
  'POST /api/admin/<kind>/:id/publish',
  'POST /api/admin/<kind>/:id/unpublish',
  'DELETE /api/admin/<kind>/:id',
] as const;
