import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CASE_PAGE_SIZE,
  CASE_TYPES,
  CERTIFY_TYPES,
  COURSE_PAGE_SIZE,
  COURSE_TYPES,
  LIST_PAGE_SIZE_DEFAULT,
  NEWS_PAGE_CATEGORIES,
  PUBLISHED_COURSE,
  SOLUTION_STATUSES,
} from '@dtmm/shared';
import { AppProcess } from '../support/app-process';
import { throughput } from '../support/autocannon-run';
import type { EventLoopLag } from '../support/event-loop-probe';
import { medianBy } from '../support/median';

/** An anonymous read; `{id}` in its path is the first row of the list at `idFrom`, found at run time. */
interface PublicRead {
  name: string;
  path: string;
  idFrom?: string;
}

type Query = Record<string, string | number>;

/** A list's address with the query in the web client's encoding (URLSearchParams). */
const list = (base: string, query: Query) =>
  `${base}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`;

const page1 = { page: 1, limit: LIST_PAGE_SIZE_DEFAULT };
const NEWS = '/api/dtmm/company/news';
const STANDARDS = '/api/dtmm/company/standard';
const CASES = '/api/dtmm/company/case';
const COURSES = '/api/dtmm/company/course';
const PROVIDERS = '/api/dtmm/company/company';
const SOLUTIONS = '/api/dtmm/plan/serviceSolution';

// The queries of apps/web/src/features/*/api: each list's sort and fixed filters as the pages send them.
const newsList = (query: Query) =>
  list(`${NEWS}/list`, { ...page1, ...query, category: NEWS_PAGE_CATEGORIES[0], sidx: 'publishTime', sord: 'desc' });
const standardList = (query: Query) =>
  list(`${STANDARDS}/list`, { ...page1, ...query, sidx: 'publishTime', sord: 'desc' });
const courseList = (query: Query) =>
  list(`${COURSES}/list`, {
    page: 1,
    limit: COURSE_PAGE_SIZE,
    ...query,
    status: PUBLISHED_COURSE,
    sidx: 'createTime',
    sord: 'desc',
  });
const providerList = (query: Query) =>
  list(`${PROVIDERS}/list`, { ...page1, ...query, certifyType: CERTIFY_TYPES[1], sidx: 'createTime', sord: 'desc' });
const catalogue = (query: Query) =>
  list(`${SOLUTIONS}/listFull`, {
    ...page1,
    ...query,
    tableFlag: SOLUTION_STATUSES.approved,
    sidx: 'orderNumber',
    sord: 'asc',
  });

const NEWS_LIST = newsList({});
const STANDARD_LIST = standardList({});
const CASE_LIST = list(`${CASES}/list`, {
  page: 1,
  limit: CASE_PAGE_SIZE,
  caseType: CASE_TYPES[0],
  sidx: 'createTime',
  sord: 'desc',
});
const COURSE_LIST = courseList({});
const PROVIDER_LIST = providerList({});
const CATALOGUE = catalogue({});

/** Every anonymous read of the public pages (issue 16): reference data, lists (a later page, a filter), details. */
const PUBLIC_READS: readonly PublicRead[] = [
  { name: 'platform config', path: '/cruplat/getconfig' },
  { name: 'dictionary company.service.category', path: '/api/dtmm/common/dict?code=company.service.category' },
  { name: 'dictionary operation.guide (from the guides)', path: '/api/dtmm/common/dict?code=operation.guide' },
  { name: 'industry categories', path: '/api/dtmm/industry/categories' },
  { name: 'region tree', path: '/api/dtmm/common/regions' },
  { name: 'home news (newslist)', path: `${NEWS}/newslist` },
  { name: 'news list, one category, page 1', path: NEWS_LIST },
  { name: 'news list, page 2', path: newsList({ page: 2 }) },
  { name: "news list, title search '数字化'", path: newsList({ title: '数字化' }) },
  { name: 'news detail', path: `${NEWS}/detail/{id}`, idFrom: NEWS_LIST },
  { name: 'standard list, page 1', path: STANDARD_LIST },
  { name: 'standard list, status 现行', path: standardList({ standardStatus: '现行' }) },
  { name: 'standard detail', path: `${STANDARDS}/detail/{id}`, idFrom: STANDARD_LIST },
  { name: 'case list, one type, page 1', path: CASE_LIST },
  { name: 'case detail', path: `${CASES}/detail/{id}`, idFrom: CASE_LIST },
  { name: 'course list, page 1', path: COURSE_LIST },
  { name: `course list, type ${COURSE_TYPES[0]}`, path: courseList({ courseType: COURSE_TYPES[0] }) },
  { name: 'course detail', path: `${COURSES}/detail/{id}`, idFrom: COURSE_LIST },
  { name: 'provider list, page 1', path: PROVIDER_LIST },
  { name: "provider list, name search '数'", path: providerList({ companyName: '数' }) },
  { name: 'provider profile', path: `${PROVIDERS}/provider/{id}`, idFrom: PROVIDER_LIST },
  { name: "provider's solutions", path: `${SOLUTIONS}/getByProviderId/{id}`, idFrom: PROVIDER_LIST },
  { name: 'solution catalogue, page 1', path: CATALOGUE },
  { name: 'solution catalogue, page 2', path: catalogue({ page: 2 }) },
  { name: 'solution catalogue, scenario 生产作业', path: catalogue({ serviceCategory: '生产作业' }) },
  { name: 'solution detail', path: `${SOLUTIONS}/get/{id}`, idFrom: CATALOGUE },
];

export interface ReadFigures {
  name: string;
  bytes: number;
  bareRps: number;
  appRps: number;
  p50: number;
  p99: number;
  bareLag: EventLoopLag;
  appLag: EventLoopLag;
}

/**
 * The read's body as autocannon gets it: no Accept-Encoding (fetch would otherwise ask for gzip), so
 * the bare process answers the same uncompressed bytes.
 */
async function bodyOf(baseUrl: string, readPath: string): Promise<string> {
  const res = await fetch(baseUrl + readPath, { headers: { 'accept-encoding': 'identity' } });
  if (res.status !== 200) throw new Error(`${readPath}: ${res.status}`);
  return res.text();
}

/** The reads' paths with `{id}` replaced by the first row of their list on this database. */
async function resolvePaths(baseUrl: string): Promise<PublicRead[]> {
  const firstIds = new Map<string, string>();
  for (const idFrom of new Set(PUBLIC_READS.flatMap((read) => (read.idFrom ? [read.idFrom] : [])))) {
    const { data } = JSON.parse(await bodyOf(baseUrl, idFrom)) as { data: { id: string }[] };
    if (!data[0]) throw new Error(`${idFrom} lists nothing: no id for its detail read`);
    firstIds.set(idFrom, data[0].id);
  }
  return PUBLIC_READS.map((read) =>
    read.idFrom ? { ...read, path: read.path.replace('{id}', firstIds.get(read.idFrom) ?? '') } : read,
  );
}

/** One round of a read: the bare process, then the app, each loaded for the same seconds. */
interface Round {
  bareRps: number;
  appRps: number;
  p50: number;
  p99: number;
}

/**
 * A read against a bare Fastify process answering the same bytes, in `rounds` alternating rounds
 * (bare, app, bare, app …) so that both meet the same moments of a shared machine; the round with
 * the median ratio is kept, with both processes' event-loop lag over all rounds.
 */
async function measureRead(app: AppProcess, url: string, bodyFile: string, options: ReadRunOptions) {
  const bare = await AppProcess.baseline(bodyFile);
  await bare.start();
  try {
    bare.resetEventLoopLag();
    app.resetEventLoopLag();
    const rounds: Round[] = [];
    for (let i = 0; i < options.rounds; i++) {
      const base = await throughput(`${bare.baseUrl}/bare`, options.connections, options.roundSeconds);
      const real = await throughput(url, options.connections, options.roundSeconds);
      rounds.push({ bareRps: base.rps, appRps: real.rps, p50: real.p50, p99: real.p99 });
    }
    const kept = medianBy(rounds, (round) => round.appRps / round.bareRps);
    return { ...kept, bareLag: await bare.eventLoopLag(), appLag: await app.eventLoopLag() };
  } finally {
    await bare.stop();
  }
}

export interface ReadRunOptions {
  connections: number;
  /** Seconds of load per process and round. */
  roundSeconds: number;
  rounds: number;
}

/** Each public read against the running app and a bare Fastify process answering the same bytes. */
export async function measurePublicReads(app: AppProcess, options: ReadRunOptions) {
  const figures: ReadFigures[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bare-'));
  const bodyFile = path.join(dir, 'body.json');
  try {
    for (const read of await resolvePaths(app.baseUrl)) {
      const body = await bodyOf(app.baseUrl, read.path);
      fs.writeFileSync(bodyFile, body);
      const measured = await measureRead(app, app.baseUrl + read.path, bodyFile, options);
      figures.push({ name: read.name, bytes: Buffer.byteLength(body), ...measured });
      console.log(read.path, figures.at(-1));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
