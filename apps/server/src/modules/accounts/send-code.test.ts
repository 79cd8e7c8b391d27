import { messages } from '@dtmm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { codesInLog, freshPhone, SEND_REGISTER, SEND_RESET } from './testing';

const m = messages.auth;
const logLines: string[] = [];
const DEMO_PHONE = '13834527106'; // bz_admin
let t: TestApp;
let now = Date.UTC(2026, 10, 20, 4, 0, 0); // 12:00 in China
let addressSeq = 0;
/** Each test asks from its own address, so the per-address daily cap of one does not touch another. */
const nextAddress = () => `198.51.100.${++addressSeq}`;

beforeAll(async () => {
  t = await buildTestApp({
    logLines,
    clock: () => now,
    env: { DTMM_SMS_DAILY_PER_PHONE: '3', DTMM_SMS_DAILY_PER_IP: '5' },
  });
});
afterAll(() => t?.close());

const send = (url: string, phone: unknown, remoteAddress = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url, payload: { phone }, remoteAddress });

describe('POST sendNotExistVerifyCode (register code)', () => {
  it('sends a code to a free phone and writes it to the log with the phone masked', async () => {
    const phone = freshPhone();
    const res = await send(SEND_REGISTER, phone, nextAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: m.verifyCodeSent, data: null });
    const line = logLines.map((l) => JSON.parse(l).msg).find((msg) => String(msg).startsWith('验证码'));
    expect(line).toMatch(
      new RegExp(`^验证码 \\d{6} → ${phone.slice(0, 3)}\\*\\*\\*\\*${phone.slice(-4)} \\(register\\)$`),
    );
    expect(codesInLog(logLines)).toHaveLength(1);
    expect(logLines.join('\n')).not.toContain(phone);
  });

  it('refuses a registered phone', async () => {
    const res = await send(SEND_REGISTER, DEMO_PHONE, nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: m.phoneTaken });
  });

  it('asks for a valid phone first (portal.md 5.2)', async () => {
    for (const [phone, msg] of [
      [undefined, m.mobileRequired],
      ['', m.mobileRequired],
      ['12345678901', m.mobileInvalid],
      ['1381234567', m.mobileInvalid],
      ['138123456789', m.mobileInvalid],
      [13812345678, m.mobileRequired],
    ] as const) {
      const res = await send(SEND_REGISTER, phone, nextAddress());
      expect(res.statusCode, String(phone)).toBe(400);
      expect(res.json().msg, String(phone)).toBe(msg);
    }
  });
});

describe('POST sendExistVerifyCode (reset code)', () => {
  it('sends a code to a registered phone', async () => {
    const res = await send(SEND_RESET, DEMO_PHONE, nextAddress());
    expect(res.json()).toEqual({ code: 0, msg: m.verifyCodeSent, data: null });
  });

  it('refuses a phone nobody registered', async () => {
    const res = await send(SEND_RESET, freshPhone(), nextAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, msg: m.phoneNotRegistered });
  });
});

describe('send limits', () => {
  it('sends once per phone per 120 s and says how many seconds are left (portal.md 4.5)', async () => {
    const phone = freshPhone();
    const address = nextAddress();
    expect((await send(SEND_REGISTER, phone, address)).json().code).toBe(0);
    const again = await send(SEND_REGISTER, phone, address);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, msg: m.sendTooOften(120) });
    now += 75_000;
    expect((await send(SEND_REGISTER, phone, address)).json().msg).toBe(m.sendTooOften(45));
    now += 45_000;
    expect((await send(SEND_REGISTER, phone, address)).json().code).toBe(0);
  });

  it('caps sends per phone per day, whatever address asks', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) {
      expect((await send(SEND_REGISTER, phone, nextAddress())).json().code).toBe(0);
      now += 120_000;
    }
    const capped = await send(SEND_REGISTER, phone, nextAddress());
    expect(capped.statusCode).toBe(400);
    expect(capped.json()).toEqual({ code: 400, msg: m.dailyLimit });
    now += 86_400_000;
    expect((await send(SEND_REGISTER, phone, nextAddress())).json().code).toBe(0);
  });

  it('caps requests per address per day, refused ones included', async () => {
    const address = nextAddress();
    expect((await send(SEND_REGISTER, DEMO_PHONE, address)).json().msg).toBe(m.phoneTaken);
    for (let i = 0; i < 4; i++) expect((await send(SEND_REGISTER, freshPhone(), address)).json().code).toBe(0);
    const capped = await send(SEND_REGISTER, freshPhone(), address);
    expect(capped.json()).toEqual({ code: 400, msg: m.dailyLimit });
    expect((await send(SEND_REGISTER, freshPhone(), nextAddress())).json().code).toBe(0);
  });
});
