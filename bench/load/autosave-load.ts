import { performance } from 'node:perf_hooks';
import { memberMessages, messages } from '@dtmm/shared';
import type { LoadUser } from './load-users';

/**
 * What one save was. Until questionnaire answers exist, a simulated user's "answers" are the roles of
 * their company's members (one key per member, saved again and again) and now and then a new member
 * (a new key that must then exist).
 */
export type SaveKind = 'role' | 'add';
/** `duplicate`: the second copy of a save sent twice; `stale`: an older save that left after a newer one. */
export type SaveVariant = 'plain' | 'duplicate' | 'stale';

export interface SaveOutcome {
  user: number;
  kind: SaveKind;
  /** role: the member's id; add: the new member's username. */
  key: string;
  /** role: ADMIN or USER; add: the new member's username. */
  value: string;
  variant: SaveVariant;
  /** When the save was due; latency counts from here, so a slow server cannot hide its queue. */
  dueAt: number;
  answeredAt: number;
  /** HTTP status, or 0 when the client gave up (timeout, refused connection). */
  status: number;
  msg: string;
  acknowledged: boolean;
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
const ADD_SHARE = 0.05;
const STALE_DELAY_MS = 5;
const CLIENT_TIMEOUT_MS = 30_000;

/** The answers a second copy of an add may get instead of an acknowledgement: "already there". */
export const DUPLICATE_ADD_REFUSALS = new Set<string>([
  memberMessages.alreadyMember,
  messages.auth.usernameTaken,
  messages.auth.phoneTaken,
]);

/** A small seeded generator (mulberry32): the same seed gives the same run of choices. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs the plan against `baseUrl` and answers every save's outcome. */
export async function runAutosaveLoad(baseUrl: string, plan: LoadPlan): Promise<SaveOutcome[]> {
  const random = seededRandom(plan.seed);
  const outcomes: SaveOutcome[] = [];
  const inFlight = new Set<Promise<void>>();
  let added = 0;

  const send = (user: LoadUser, kind: SaveKind, key: string, value: string, variant: SaveVariant, dueAt: number) => {
    const request =
      kind === 'role'
        ? post(baseUrl, user, `/api/dtmm/company/companyuser/update/${key}`, { role: value })
        : post(baseUrl, user, '/api/dtmm/company/companyuser/add', {
            username: value,
            phone: phoneOf(value),
            password: 'Load@2026',
          });
    const done = answerOf(request).then((answer) => {
      outcomes.push({ user: user.index, kind, key, value, variant, dueAt, answeredAt: performance.now(), ...answer });
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const tick = (user: LoadUser, round: number, dueAt: number) => {
    const roll = random();
    if (roll < ADD_SHARE) {
      const username = `ld${user.index + 1}n${++added}`;
      send(user, 'add', username, username, 'plain', dueAt);
      if (random() < DUPLICATE_SHARE) send(user, 'add', username, username, 'duplicate', dueAt);
      return;
    }
    const memberId = String(user.memberIds[round % user.memberIds.length]);
    const role = random() < 0.5 ? 'ADMIN' : 'USER';
    send(user, 'role', memberId, role, 'plain', dueAt);
    const variantRoll = random();
    if (variantRoll < DUPLICATE_SHARE) send(user, 'role', memberId, role, 'duplicate', dueAt);
    else if (variantRoll < DUPLICATE_SHARE + OUT_OF_ORDER_SHARE) {
      const older = role === 'ADMIN' ? 'USER' : 'ADMIN';
      setTimeout(() => send(user, 'role', memberId, older, 'stale', dueAt), STALE_DELAY_MS);
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
        tick(user, round, dueAt);
      }
    }),
  );
  // Let the stale halves leave, then wait for every answer.
  await new Promise((resolve) => setTimeout(resolve, STALE_DELAY_MS * 4));
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  return outcomes;
}

function post(baseUrl: string, user: LoadUser, path: string, body: unknown) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: user.token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
  });
}

/** A new member's phone follows from its name (`ld<user>n<k>`), so both copies of a duplicate carry the same. */
const phoneOf = (username: string) => `195${username.slice(username.lastIndexOf('n') + 1).padStart(8, '0')}`;

async function answerOf(request: Promise<Response>): Promise<Pick<SaveOutcome, 'status' | 'msg' | 'acknowledged'>> {
  try {
    const res = await request;
    const body = (await res.json()) as { code?: number; msg?: string };
    return { status: res.status, msg: body.msg ?? '', acknowledged: res.status === 200 && body.code === 0 };
  } catch (error) {
    return { status: 0, msg: error instanceof Error ? error.name : 'error', acknowledged: false };
  }
}
