import autocannon from 'autocannon';
import { AppProcess } from '../support/app-process';
import type { EventLoopLag } from '../support/event-loop-probe';
import { medianBy } from '../support/median';
import type { LoadQuestion, LoadUser } from './load-users';

export interface SaveThroughput {
  rps: number;
  p50: number;
  p99: number;
  lag: EventLoopLag;
}

export interface SaveRatio {
  /** The median round of each: the statement alone in a minimal process, in a platform route, submitAnswer. */
  bareProcess: SaveThroughput;
  bareRoute: SaveThroughput;
  app: SaveThroughput;
  rounds: number;
}

/** The n-th save of a saturating run: users in turn, each walking its questions; seq keeps growing. */
function nthSave(users: LoadUser[], n: number, seqBase: number) {
  const user = users[n % users.length] as LoadUser;
  const question = user.questions[Math.floor(n / users.length) % user.questions.length] as LoadQuestion;
  const option = question.options.find((o) => !o.exclusive) ?? question.options[0];
  return { user, question, optionIds: option ? [option.value] : [], seq: seqBase + n };
}

type Body = (n: number) => { headers: Record<string, string>; body: string };

/** `connections` clients saving as fast as the server answers, for `durationS` seconds. */
async function saturate(url: string, connections: number, durationS: number, body: Body) {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const next = body(n++);
          return {
            ...request,
            headers: { ...request.headers, 'content-type': 'application/json', ...next.headers },
            body: next.body,
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The median run of several by throughput: one noisy second on a shared machine does not decide. */
const medianRun = (runs: SaveThroughput[]) => medianBy(runs, (run) => run.rps);

/** The statement's own payload for the bare routes (the platform's submitAnswer derives it). */
function statementBody(users: LoadUser[], n: number, seqBase: number) {
  const { user, question, optionIds, seq } = nthSave(users, n, seqBase);
  const [recordId, questionId] = question.detailId.split(':');
  return {
    headers: {},
    body: JSON.stringify({
      recordId: Number(recordId),
      questionId,
      level: 1,
      optionIds,
      answeredBy: user.userId,
      sessionId: user.sessionId,
      seq,
      version: null,
    }),
  };
}

function submitAnswerBody(users: LoadUser[], n: number, seqBase: number) {
  const { user, question, optionIds, seq } = nthSave(users, n, seqBase);
  return {
    headers: { access_token: user.token },
    body: JSON.stringify({ id: question.detailId, userAnswer: optionIds.join(','), seq }),
  };
}

/**
 * submitAnswer against its one statement behind a bare route, in alternating rounds of the same run:
 * in the platform itself (/api/bench/bare-save: same process and request pipeline, so the difference
 * is what submitAnswer's checks cost: token, principal, record, validation) and, for scale, in a
 * minimal Fastify process with nothing else (the pipeline's cost too).
 */
export async function measureSaveRatio(
  app: AppProcess,
  databaseUrl: string,
  users: LoadUser[],
  connections: number,
  durationS: number,
  rounds = 3,
): Promise<SaveRatio> {
  const minimal = await AppProcess.bareSave(databaseUrl);
  await minimal.start();
  const runs = { bareProcess: [] as SaveThroughput[], bareRoute: [] as SaveThroughput[], app: [] as SaveThroughput[] };
  const contenders = [
    { key: 'bareProcess', process: minimal, url: `${minimal.baseUrl}/bare-save`, body: statementBody },
    { key: 'bareRoute', process: app, url: `${app.baseUrl}/api/bench/bare-save`, body: statementBody },
    { key: 'app', process: app, url: `${app.baseUrl}/api/dtmm/answer/submitAnswer`, body: submitAnswerBody },
  ] as const;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [i, contender] of contenders.entries()) {
        // Each run's seqs lie above every earlier one's, so its saves are stored rather than refused as stale.
        const seqBase = (round * contenders.length + i + 1) * 1e12;
        contender.process.resetEventLoopLag();
        const figures = await saturate(contender.url, connections, durationS, (n) => contender.body(users, n, seqBase));
        runs[contender.key].push({ ...figures, lag: await contender.process.eventLoopLag() });
      }
    }
  } finally {
    await minimal.stop();
  }
  return {
    bareProcess: medianRun(runs.bareProcess),
    bareRoute: medianRun(runs.bareRoute),
    app: medianRun(runs.app),
    rounds,
  };
}
