import { performance } from 'node:perf_hooks';
// A small seeded generator (the demo's mulberry32): the same seed gives the same run of choices.
import { mulberry32 as seededRandom } from '../../apps/server/src/modules/assessment/demo/demo-answers';
import type { LoadQuestion, LoadUser } from './load-users';

/** `duplicate`: the second copy of a save sent twice; `stale`: an older save that left after a newer one. */
export type SaveVariant = 'plain' | 'duplicate' | 'stale';

export interface SaveOutcome {
  user: number;
  /** The question's detailId: one answer. */
  key: string;
  /** The chosen option values, comma-joined, as the questionnaire sends them. */
  value: string;
  seq: number;
  variant: SaveVariant;
  /** When the save was due; latency counts from here, so a slow server cannot hide its queue. */
  dueAt: number;
  answeredAt: number;
  /** HTTP status, or 0 when the client gave up (timeout, refused connection). */
  status: number;
  msg: string;
  acknowledged: boolean;
  /** The server's `stored`: false for a save an equal or newer one had already overtaken. */
  stored: boolean;
}

export interface LoadPlan {
  users: LoadUser[];
  durationMs: number;
  /** Each user saves once per interval, whether or not the previous save has answered (open loop). */
  intervalMs: number;
  seed: number;
}

const DUPLICATE_SHARE = 0.1;
const OUT_OF_ORDER_SHARE = 0.1;
const STALE_DELAY_MS = 5;
const CLIENT_TIMEOUT_MS = 30_000;

/**
 * A click's answer: one option of a single choice; for a multiple choice the exclusive 'none'
 * option alone now and then, else one to three of the others, as a person ticks them.
 */
export function pickAnswer(question: LoadQuestion, random: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  if (!question.multiple) return pick(question.options).value;
  const none = question.options.find((option) => option.exclusive);
  if (none && random() < 0.15) return none.value;
  const others = question.options.filter((option) => !option.exclusive).map((option) => option.value);
  const chosen = others.filter(() => random() < 0.5);
  return (chosen.length > 0 ? chosen : [pick(others)]).join(',');
}

/** Runs the plan against `baseUrl` (the questionnaire's own submitAnswer) and answers every save's outcome. */
export async function runAutosaveLoad(baseUrl: string, plan: LoadPlan): Promise<SaveOutcome[]> {
  const random = seededRandom(plan.seed);
  const outcomes: SaveOutcome[] = [];
  const inFlight = new Set<Promise<void>>();
  // Sequence numbers grow by two per click, so a stale copy can carry one that is older but unused. They
  // start from the clock, as the questionnaire's do (answer-rules.ts): a run on a database an earlier run
  // left answers in would otherwise lose every click to those answers' higher numbers.
  let lastSeq = Date.now();

  const send = (user: LoadUser, key: string, value: string, seq: number, variant: SaveVariant, dueAt: number) => {
    const done = answerOf(
      fetch(`${baseUrl}/api/dtmm/answer/submitAnswer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: user.token },
        body: JSON.stringify({ id: key, userAnswer: value, seq }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }),
    ).then((answer) => {
      outcomes.push({ user: user.index, key, value, seq, variant, dueAt, answeredAt: performance.now(), ...answer });
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const tick = (user: LoadUser, dueAt: number) => {
    const question = user.questions[Math.floor(random() * user.questions.length)] as LoadQuestion;
    const value = pickAnswer(question, random);
    lastSeq += 2;
    const seq = lastSeq;
    send(user, question.detailId, value, seq, 'plain', dueAt);
    const variantRoll = random();
    if (variantRoll < DUPLICATE_SHARE) send(user, question.detailId, value, seq, 'duplicate', dueAt);
    else if (variantRoll < DUPLICATE_SHARE + OUT_OF_ORDER_SHARE) {
      // What a slow network does to the click before this one: it arrives after the newer save.
      const older = pickAnswer(question, random);
      setTimeout(() => send(user, question.detailId, older, seq - 1, 'stale', dueAt), STALE_DELAY_MS);
    }
  };

  const started = performance.now();
  await Promise.all(
    plan.users.map(async (user) => {
      // Users start spread over the first interval, then keep their own beat.
      const offset = random() * plan.intervalMs;
      for (let round = 0; ; round++) {
        const dueAt = started + offset + round * plan.intervalMs;
        if (dueAt - started >= plan.durationMs) break;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - performance.now())));
        tick(user, dueAt);
      }
    }),
  );
  // Let the stale halves leave, then wait for every answer.
  await new Promise((resolve) => setTimeout(resolve, STALE_DELAY_MS * 4));
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  return outcomes;
}

async function answerOf(
  request: Promise<Response>,
): Promise<Pick<SaveOutcome, 'status' | 'msg' | 'acknowledged' | 'stored'>> {
  try {
    const res = await request;
    const body = (await res.json()) as { code?: number; msg?: string; data?: { stored?: boolean } };
    const acknowledged = res.status === 200 && body.code === 0;
    return {
      status: res.status,
      msg: body.msg ?? '',
      acknowledged,
      stored: acknowledged && body.data?.stored === true,
    };
  } catch (error) {
    return { status: 0, msg: error instanceof Error ? error.name : 'error', acknowledged: false, stored: false };
  }
}
