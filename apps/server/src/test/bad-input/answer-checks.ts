import type { LightMyRequestResponse } from 'fastify';

/** The suite's figures, printed once at the end and quoted in docs/security.md. */
export const figures = {
  requests: 0,
  fromSchema: 0,
  fromSchemaValid: 0,
  knownInvalid: 0,
  serverErrors: 0,
  acceptedInvalid: 0,
  notEnvelope: 0,
  leaks: 0,
};

/** Signs of internals in a body: stack frames, source paths, SQL, driver and ORM texts. */
const LEAKS: [name: string, pattern: RegExp][] = [
  ['stack frame', /\bat [\w$.<>[\] ]+ \(|\n\s+at \S/],
  ['source position', /\.ts:|\.js:\d+:\d+/],
  ['file path', /node_modules|\/tmp\/dtmm-|\/work\//],
  ['SQL', /\bSELECT |\bINSERT |\bDELETE FROM |\bUPDATE \S+ SET /i],
  ['driver text', /syntax error|violates|duplicate key|out of range for type|invalid input syntax/i],
  ['driver name', /pglite|drizzle|postgres|ioredis/i],
];

/** The test app has no built web app to print: a valid report PDF request answers 503 pdfFailed there. */
const UNPRINTABLE_IN_TESTS = new Set(['GET /api/dtmm/answer/reportPdf/:id']);

/** The health check names its backend on purpose (`database: 'postgres'`), and the API docs describe it. */
const NAMES_ITS_BACKEND = new Set(['GET /api/health', 'GET /api/docs/json', 'GET /api/docs/yaml']);

function leaksIn(route: string, res: LightMyRequestResponse, sent: string): string[] {
  const type = String(res.headers['content-type'] ?? '');
  // Images, scripts and the API docs' page are not answers of ours to scan.
  if (res.statusCode < 400 && !type.startsWith('application/json')) return [];
  return LEAKS.filter(([name, pattern]) => {
    if (name === 'driver name' && NAMES_ITS_BACKEND.has(route) && res.statusCode < 400) return false;
    // An echo of what the request itself carried is no leak.
    return pattern.test(res.body) && !pattern.test(sent);
  }).map(([name]) => name);
}

function isEnvelope(res: LightMyRequestResponse): boolean {
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const body = JSON.parse(res.body);
    return typeof body?.code === 'number' && typeof body?.msg === 'string';
  } catch {
    return false;
  }
}

export interface Sent {
  route: string;
  /** URL and body as sent, to tell an echo from a leak. */
  text: string;
  /** Why the request is invalid (the schema part it breaks, or a rule of the suite); null if it may be valid. */
  invalidBecause: string | null;
}

/** Every invariant an answer keeps; counts the breaches into `figures` and returns them as text. */
export function problemsOf(res: LightMyRequestResponse, sent: Sent): string[] {
  figures.requests++;
  if (sent.invalidBecause) figures.knownInvalid++;
  const status = res.statusCode;
  const problems: string[] = [];
  if (status >= 500 && !(status === 503 && UNPRINTABLE_IN_TESTS.has(sent.route))) {
    figures.serverErrors++;
    problems.push(`${status} (5xx)`);
  }
  if (sent.invalidBecause && status >= 200 && status < 300) {
    figures.acceptedInvalid++;
    problems.push(`accepted although invalid (${sent.invalidBecause}): ${status}`);
  }
  if (status >= 400 && !isEnvelope(res)) {
    figures.notEnvelope++;
    problems.push(`${status} answer is not the {code, msg} envelope`);
  }
  const leaks = leaksIn(sent.route, res, sent.text);
  if (leaks.length > 0) {
    figures.leaks++;
    problems.push(`body shows ${leaks.join(', ')}`);
  }
  return problems.map((p) => `${p} — ${res.body.slice(0, 200)}`);
}
