import { randomBytes } from 'node:crypto';
import { WEB_CLIENT } from '@dtmm/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app';

export const DEMO_PASSWORD = 'demo@2026';

export const form = (fields: Record<string, string | undefined>) => {
  const defined = Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined);
  return new URLSearchParams(defined).toString();
};
export const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

/** A fresh captcha for a new captcha id, answered by reading the key-value store. */
export async function solveCaptcha(t: TestApp) {
  const captchaCookie = randomBytes(12).toString('hex');
  const image = await t.app.inject({ url: `/api/dtmm/common/jcaptcha.jpg?captchaCookie=${captchaCookie}` });
  if (image.statusCode !== 200) throw new Error(`captcha: ${image.statusCode}`);
  return { captchaCookie, captcha: (await t.kv.get(`captcha:${captchaCookie}`)) ?? '' };
}

export interface LoginOptions {
  password?: string;
  ip?: string;
  /** Fields to send instead of (or on top of) the defaults; undefined removes one. */
  fields?: Record<string, string | undefined>;
  /** Skip solving the captcha (when it is off, or to test it). */
  noCaptcha?: boolean;
}

export async function postLogin(t: TestApp, username: string, options: LoginOptions = {}) {
  const captcha = options.noCaptcha ? {} : await solveCaptcha(t);
  const fields = {
    grant_type: 'password',
    client_id: WEB_CLIENT.id,
    client_secret: WEB_CLIENT.secret,
    username,
    password: options.password ?? DEMO_PASSWORD,
    ...captcha,
    ...options.fields,
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/dtmm/auth/login',
    headers: FORM_TYPE,
    payload: form(fields),
    remoteAddress: options.ip ?? '10.0.0.1',
  });
}

/** Logs in and answers the token pair. */
export async function loginPair(t: TestApp, username: string, ip?: string) {
  const res = await postLogin(t, username, ip ? { ip } : {});
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
  return res.json().data.token as { access_token: string; refresh_token: string };
}

export function postRefresh(
  app: FastifyInstance,
  refreshToken: string | undefined,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/sso/oauth2/refresh_token',
    headers: { ...FORM_TYPE, ...extra },
    payload: form({
      grant_type: 'refresh_token',
      client_id: WEB_CLIENT.id,
      client_secret: WEB_CLIENT.secret,
      refresh_token: refreshToken,
    }),
  });
}

export const userinfo = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/dtmm/auth/userinfo', headers: { access_token: token } });

/** The Set-Cookie header lines of an answer, by cookie name. */
export function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}
