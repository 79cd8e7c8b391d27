import {
  caseDetailAnswer,
  caseListAnswer,
  caseListQuery,
  contentIdParams,
  courseDetailAnswer,
  courseListAnswer,
  courseListQuery,
  demandListAnswer,
  demandListQuery,
  guideDetailAnswer,
  NEWS_GROUP_SIZE,
  NEWS_PAGE_CATEGORIES,
  newsDetailAnswer,
  newsGroupsAnswer,
  newsListAnswer,
  newsListQuery,
  noticeDetailAnswer,
  noticeListAnswer,
  noticeListQuery,
  patentListAnswer,
  patentListQuery,
  standardDetailAnswer,
  standardListAnswer,
  standardListQuery,
} from '@dtmm/shared';
import { eq } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { ok, paged } from '../../lib/reply';
import { documentAsPublic } from '../../plugins/openapi';
import { byField, byGroup, byTitle, byYear, guideDictionary, publicDetail, publicPage } from './content.public';
import { findLatestByGroup, isPublic } from './content.repository';
import { contentItems } from './content.table';
import { caseDetailOf, caseItem } from './kinds/cases.kind';
import { courseDetailOf, courseItem } from './kinds/courses.kind';
import { demandItem } from './kinds/demands.kind';
import { guideDetailOf } from './kinds/guides.kind';
import { newsDetailOf, newsItem } from './kinds/news.kind';
import { noticeDetailOf, noticeItem } from './kinds/notices.kind';
import { patentItem } from './kinds/patents.kind';
import { standardDetailOf, standardItem } from './kinds/standards.kind';

const tags = ['content'];
/** Published items only: every CMS change of any kind makes them stale. */
const config = { publicCache: { tags: ['content'] as const } };

/** What the public reads of the portal's content (portal.md 7.4): published items only, whatever the query says. */
export const contentPublicRoutes: ModuleRoutes = async (app, { ctx }) => {
  documentAsPublic(app);
  ctx.dictionaries.answerFrom('operation.guide', () => guideDictionary(ctx));
  app.get(
    '/api/dtmm/company/news/list',
    {
      config,
      schema: { tags, summary: '新闻资讯列表', querystring: newsListQuery, response: { 200: newsListAnswer } },
    },
    async ({ query }) => {
      const filters = [byGroup(query.category), byTitle(query.title), byYear(ctx, query.year)];
      const { items, total } = await publicPage(ctx, { kind: 'news', filters, query, toItem: newsItem });
      return paged(items, total);
    },
  );
  app.get(
    '/api/dtmm/company/news/newslist',
    { config, schema: { tags, summary: '首页新闻（按类别分组）', response: { 200: newsGroupsAnswer } } },
    async () => {
      const where = isPublic('news', new Date(ctx.now()));
      const rows = await findLatestByGroup(ctx.db, where, [...NEWS_PAGE_CATEGORIES], NEWS_GROUP_SIZE);
      const groups = Object.fromEntries(
        NEWS_PAGE_CATEGORIES.map((name) => [name, [] as ReturnType<typeof newsItem>[]]),
      );
      for (const row of rows) groups[row.groupValue]?.push(newsItem(row));
      return ok(groups);
    },
  );
  app.get(
    '/api/dtmm/company/news/detail/:id',
    { config, schema: { tags, summary: '新闻资讯详情', params: contentIdParams, response: { 200: newsDetailAnswer } } },
    async ({ params }) => ok(await publicDetail(ctx, 'news', params.id, newsDetailOf)),
  );

  app.get(
    '/api/dtmm/company/standard/list',
    {
      config,
      schema: { tags, summary: '标准规范列表', querystring: standardListQuery, response: { 200: standardListAnswer } },
    },
    async ({ query }) => {
      const filters = [
        byGroup(query.standardType),
        byField('standardNature', query.standardNature),
        byField('standardStatus', query.standardStatus),
        byTitle(query.title),
      ];
      const { items, total } = await publicPage(ctx, { kind: 'standards', filters, query, toItem: standardItem });
      return paged(items, total);
    },
  );
  app.get(
    '/api/dtmm/company/standard/detail/:id',
    {
      config,
      schema: { tags, summary: '标准规范详情', params: contentIdParams, response: { 200: standardDetailAnswer } },
    },
    async ({ params }) => ok(await publicDetail(ctx, 'standards', params.id, standardDetailOf)),
  );

  app.get(
    '/api/dtmm/company/case/list',
    {
      config,
      schema: { tags, summary: '转型案例列表', querystring: caseListQuery, response: { 200: caseListAnswer } },
    },
    async ({ query }) => {
      const filters = [
        byGroup(query.caseType),
        byTitle(query.caseTitle),
        byField('industryCategory', query.industryCategory),
        query.companyId ? eq(contentItems.companyId, Number(query.companyId)) : undefined,
      ];
      // A case's createTime is its publish date (portal.md 3).
      const sorted = { ...query, sidx: query.sidx === 'createTime' ? ('publishTime' as const) : query.sidx };
      const { items, total } = await publicPage(ctx, { kind: 'cases', filters, query: sorted, toItem: caseItem });
      return paged(items, total);
    },
  );
  app.get(
    '/api/dtmm/company/case/detail/:id',
    { config, schema: { tags, summary: '转型案例详情', params: contentIdParams, response: { 200: caseDetailAnswer } } },
    async ({ params }) => ok(await publicDetail(ctx, 'cases', params.id, caseDetailOf)),
  );

  app.get(
    '/api/dtmm/company/course/list',
    {
      config,
      schema: { tags, summary: '热门课程列表', querystring: courseListQuery, response: { 200: courseListAnswer } },
    },
    async ({ query }) => {
      const filters = [byGroup(query.courseType), byTitle(query.title)];
      const { items, total } = await publicPage(ctx, { kind: 'courses', filters, query, toItem: courseItem });
      return paged(items, total);
    },
  );
  app.get(
    '/api/dtmm/company/course/detail/:id',
    { config, schema: { tags, summary: '课程详情', params: contentIdParams, response: { 200: courseDetailAnswer } } },
    async ({ params }) => ok(await publicDetail(ctx, 'courses', params.id, courseDetailOf)),
  );

  app.get(
    '/api/patents/patent/patent/list',
    {
      config,
      schema: { tags, summary: '专利成果列表', querystring: patentListQuery, response: { 200: patentListAnswer } },
    },
    async ({ query }) => {
      const filters = [byYear(ctx, query.year), byTitle(query.title)];
      const { items, total } = await publicPage(ctx, { kind: 'patents', filters, query, toItem: patentItem });
      return paged(items, total);
    },
  );
  app.get(
    '/api/patents/requirement/requirement/list',
    {
      config,
      schema: { tags, summary: '需求发布列表', querystring: demandListQuery, response: { 200: demandListAnswer } },
    },
    async ({ query }) => {
      const filters = [byGroup(query.requirementType), byTitle(query.title)];
      const { items, total } = await publicPage(ctx, { kind: 'demands', filters, query, toItem: demandItem });
      return paged(items, total);
    },
  );

  app.get(
    '/cms/notices/queryList',
    {
      config,
      schema: { tags, summary: '通知公告列表', querystring: noticeListQuery, response: { 200: noticeListAnswer } },
    },
    async ({ query }) => {
      const { items, total } = await publicPage(ctx, { kind: 'notices', filters: [], query, toItem: noticeItem });
      return paged(items, total);
    },
  );
  app.get(
    '/cms/notices/queryInfo/:id',
    {
      config,
      schema: { tags, summary: '通知公告详情', params: contentIdParams, response: { 200: noticeDetailAnswer } },
    },
    async ({ params }) => ok(await publicDetail(ctx, 'notices', params.id, noticeDetailOf)),
  );
  app.get(
    '/api/dtmm/company/guide/detail/:id',
    {
      config,
      schema: { tags, summary: '操作指南详情', params: contentIdParams, response: { 200: guideDetailAnswer } },
    },
    async ({ params }) => ok(await publicDetail(ctx, 'guides', params.id, guideDetailOf)),
  );
};
