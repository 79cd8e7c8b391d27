import { messages } from '@dtmm/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { freshPhone, postJson, REGISTER, registration, SEND_REGISTER } from './testing';

const m = messages.auth;
let gateway: FastifyInstance;
let t: TestApp;
let gatewayUp = false;
const delivered: { phone: string; params: { code: string } }[] = [];

beforeAll(async () => {
  gateway = Fastify();
  gateway.post('/sms', async (request, reply) => {
    if (!gatewayUp) return reply.code(500).send({ error: 'down' });
    delivered.push(request.body as (typeof delivered)[number]);
    return { ok: true };
  });
  const url = `${await gateway.listen({ host: '127.0.0.1', port: 0 })}/sms`;
  t = await buildTestApp({ env: { DTMM_SMS_PROVIDER: 'http', DTMM_SMS_URL: url, DTMM_SMS_API_KEY: 'k' } });
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

describe('sending codes through the HTTP provider', () => {
  it('answers 503 with a clear message when the gateway fails, keeps no code and no countdown', async () => {
    const phone = freshPhone();
    const res = await postJson(t, SEND_REGISTER, { phone });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 503, msg: m.smsSendFailed });
    expect(await t.kv.get(`sms:code:register:${phone}`)).toBeNull();
    const again = await postJson(t, SEND_REGISTER, { phone });
    expect(again.json()).toEqual({ code: 503, msg: m.smsSendFailed });
  });

  it('delivers the code once the gateway answers, and that code registers', async () => {
    gatewayUp = true;
    const phone = freshPhone();
    expect((await postJson(t, SEND_REGISTER, { phone })).json()).toEqual({
      code: 0,
      msg: m.verifyCodeSent,
      data: null,
    });
    const sent = delivered.find((d) => d.phone === phone);
    expect(sent?.params.code).toMatch(/^\d{6}$/);
    const res = await postJson(
      t,
      REGISTER,
      registration(phone, 'via_gateway', { verifyCode: sent?.params.code ?? '' }),
    );
    expect(res.json()).toEqual({ code: 0, msg: m.registered, data: null });
  });
});
