import autocannon from 'autocannon';
import { AppProcess } from '../support/app-process';
import type { EventLoopLag } from '../support/event-loop-probe';
import type { LoadQuestion, LoadUser } from './load-users';

export interface SaveThroughput {
  rps: number;
  p50: number;
  p99: number;
  lag: EventLoopLag;
}

export interface SaveRatio {
  /** The median round of each. */
  bare: SaveThroughput;
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The median run of several by throughput: one noisy second on a shared machine does not decide. */
const medianRun = (runs: SaveThroughput[]) => {
  const rps = median(runs.map((run) => run.rps));
  return runs.find((run) => run.rps === rps) ?? (runs[0] as SaveThroughput);
};

/**
 * submitAnswer against a bare route running the same one statement on the same database, in
 * alternating rounds of the same run: what the platform's checks (rate limit, token, principal,
 * record, validation) cost on top of the statement itself.
 */
export async function measureSaveRatio(
  app: AppProcess,
  databaseUrl: string,
  users: LoadUser[],
  connections: number,
  durationS: number,
  rounds = 3,
): Promise<SaveRatio> {
  const bareProcess = await AppProcess.bareSave(databaseUrl);
  await bareProcess.start();
  const bareRuns: SaveThroughput[] = [];
  const appRuns: SaveThroughput[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      // Each run's seqs lie above every earlier one's, so its saves are stored rather than refused as stale.
      const seqBase = round * 2e12;
      bareProcess.resetEventLoopLag();
      const bare = await saturate(`${bareProcess.baseUrl}/bare-save`, connections, durationS, (n) => {
        const { user, question, optionIds, seq } = nthSave(users, n, seqBase);
        const [recordId, questionId] = question.detailId.split(':');
        return {
          headers: {},
          body: JSON.stringify({
            recordId: Number(recordId),
            companyId: user.companyId,
            questionId,
            level: 1,
            optionIds,
            answeredBy: user.userId,
            seq,
          }),
        };
      });
      bareRuns.push({ ...bare, lag: await bareProcess.eventLoopLag() });
      app.resetEventLoopLag();
      const real = await saturate(`${app.baseUrl}/api/dtmm/answer/submitAnswer`, connections, durationS, (n) => {
        const { user, question, optionIds, seq } = nthSave(users, n, seqBase + 1e12);
        return {
          headers: { access_token: user.token },
          body: JSON.stringify({ id: question.detailId, userAnswer: optionIds.join(','), seq }),
        };
      });
      appRuns.push({ ...real, lag: await app.eventLoopLag() });
    }
  } finally {
    await bareProcess.stop();
  }
  return { bare: medianRun(bareRuns), app: medianRun(appRuns), rounds };
}
