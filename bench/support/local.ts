// Helpers the bench scripts share: a free port, a throw-away PostgreSQL database, a login.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { WEB_CLIENT } from '@dtmm/shared';
import pg from 'pg';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The connection string of `database` on the bench's PostgreSQL server. */
function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A fresh, uniquely named database on the bench's PostgreSQL server; `drop` removes it. */
export async function throwAwayDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists "${name}" with (force)`) };
}

/** Signs in through the real login route (captcha off) and answers the access token. */
export async function logIn(baseUrl: string, username: string, password: string): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    username,
    password,
  });
  const res = await fetch(`${baseUrl}/api/dtmm/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const body = (await res.json()) as { data?: { token?: { access_token?: string }; consentRequired?: unknown[] } };
  const token = body.data?.token?.access_token;
  if (!token) throw new Error(`login of ${username} failed: ${res.status}`);
  if ((body.data?.consentRequired ?? []).length > 0) await consent(baseUrl, token);
  return token;
}

/** Agrees to the current 用户协议 and 隐私政策 for a seeded person (every other request is refused until then). */
async function consent(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/api/dtmm/common/agreements`);
  const { data } = (await res.json()) as { data: { kind: string; version: number }[] };
  const versions = Object.fromEntries(data.map((agreement) => [agreement.kind, agreement.version]));
  const answer = await fetch(`${baseUrl}/api/dtmm/auth/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', access_token: token },
    body: JSON.stringify(versions),
  });
  if (answer.status !== 200) throw new Error(`consent failed: ${answer.status}`);
}
