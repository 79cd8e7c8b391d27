import { Readable } from 'node:stream';
import { FILE_PURPOSES, FILE_TYPES, type FileInfo } from '@dtmm/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CorpusCase } from './hostile-corpus';
import { dispositionProblem, storedNameProblem } from './hostile-names';
import { multipartChunks } from './multipart-body';

/** What the server answered to one corpus case. */
export interface Outcome {
  corpus: CorpusCase;
  status: number;
  accepted: FileInfo[];
}

/** The users a corpus runs as: the uploader of user and of operator purposes, and an outsider. */
export interface CorpusTokens {
  member: string;
  operator: string;
  otherCompany: string;
}

export const uploaderToken = (corpus: CorpusCase, tokens: CorpusTokens) =>
  FILE_PURPOSES[corpus.purpose].uploader === 'operator' ? tokens.operator : tokens.member;

/** Uploads a case as the web client does; the body is streamed, so a 300 MB file is not copied again. */
export async function sendCase(app: FastifyInstance, corpus: CorpusCase, tokens: CorpusTokens): Promise<Outcome> {
  const multi = corpus.files.length > 1;
  const { chunks, headers } = multipartChunks([
    { name: 'projectClass', value: corpus.purpose },
    ...corpus.files.map((f) => ({ name: 'file', ...f })),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: multi ? '/api/dtmm/auth/uploadMulti' : '/api/dtmm/auth/upload',
    payload: Readable.from(chunks),
    headers: { ...headers, access_token: uploaderToken(corpus, tokens) },
  });
  const data = res.statusCode === 200 ? res.json().data : [];
  return { corpus, status: res.statusCode, accepted: Array.isArray(data) ? data : [data] };
}

/** Files above this are checked with HEAD (same handler, same headers): no 300 MB body in memory again. */
const BODY_CHECK_MAX_BYTES = 32 * 1024 * 1024;

const download = (app: FastifyInstance, id: string, token?: string, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({
    method,
    url: `/api/dtmm/common/file/download/${id}`,
    headers: token ? { access_token: token } : {},
  });

/** Everything wrong with how one kept file is served to its uploader. */
function servedProblems(res: LightMyRequestResponse, corpus: CorpusCase, info: FileInfo, index: number): string[] {
  const problems: string[] = [];
  const expectedType = corpus.types?.[index];
  if (res.statusCode !== 200) return [`download answered ${res.statusCode}`];
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (info.fileType !== expectedType) problems.push(`detected ${info.fileType}, expected ${expectedType}`);
  if (res.headers['content-type'] !== FILE_TYPES[info.fileType]) {
    problems.push(`served as ${res.headers['content-type']} (claimed ${corpus.files[index]?.contentType})`);
  }
  const kind = FILE_PURPOSES[corpus.purpose].visibility === 'public' ? 'inline' : 'attachment';
  const disposition = dispositionProblem(String(res.headers['content-disposition']), kind, info);
  if (disposition) problems.push(disposition);
  const nameProblem = storedNameProblem(info.fileName);
  if (nameProblem) problems.push(nameProblem);
  for (const hidden of corpus.mustNotServe ?? []) {
    if (res.rawPayload.includes(hidden)) problems.push(`serves ${JSON.stringify(hidden.toString('latin1'))}`);
  }
  return problems;
}

/** Private files: 404 to a member of another company and to anonymous, like an unknown id. */
async function leakProblems(app: FastifyInstance, corpus: CorpusCase, id: string, tokens: CorpusTokens) {
  if (FILE_PURPOSES[corpus.purpose].visibility === 'public') return [];
  const answers = await Promise.all([download(app, id, tokens.otherCompany), download(app, id)]);
  return answers.flatMap((res, i) =>
    res.statusCode === 404 ? [] : [`${i === 0 ? 'another company' : 'anonymous'} got ${res.statusCode}`],
  );
}

/** Downloads every file a case got kept and lists what is wrong, prefixed with the case. */
export async function checkServed(app: FastifyInstance, outcome: Outcome, tokens: CorpusTokens): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, info] of outcome.accepted.entries()) {
    const method = info.fileSize > BODY_CHECK_MAX_BYTES ? 'HEAD' : 'GET';
    const res = await download(app, info.id, uploaderToken(outcome.corpus, tokens), method);
    problems.push(...servedProblems(res, outcome.corpus, info, index));
    problems.push(...(await leakProblems(app, outcome.corpus, info.id, tokens)));
  }
  return problems.map((problem) => `${outcome.corpus.label}: ${problem}`);
}
