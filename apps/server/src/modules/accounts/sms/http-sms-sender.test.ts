import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsSender } from './http-sms-sender';
import { LogSmsSender } from './log-sms-sender';
import { SmsSendError } from './sms-sender';

interface Received {
  headers: Record<string, unknown>;
  body: unknown;
}

function recordingLog() {
  const lines: unknown[][] = [];
  const log = { info: (...args: unknown[]) => lines.push(args), error: (...args: unknown[]) => lines.push(args) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

let gateway: FastifyInstance;
let base: string;
const received: Received[] = [];

beforeAll(async () => {
  gateway = Fastify();
  gateway.post('/ok', async (request) => {
    received.push({ headers: request.headers, body: request.body });
    return { code: 0 };
  });
  gateway.post('/down', async (_request, reply) => reply.code(502).send({ error: 'upstream' }));
  gateway.post('/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ code: 0 }), 1_000)));
  base = await gateway.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => gateway.close());

describe('the HTTP SMS provider', () => {
  it('posts the phone, template, purpose and code as JSON with the API key', async () => {
    const { log, lines } = recordingLog();
    const sender = new HttpSmsSender({ url: `${base}/ok`, apiKey: 'key-123', templateId: 'SMS_001', log });
    await sender.send('13800138000', '654321', 'register');
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer key-123', 'content-type': 'application/json' },
      body: { phone: '13800138000', templateId: 'SMS_001', purpose: 'register', params: { code: '654321' } },
    });
    expect(lines).toHaveLength(0);
  });

  it('fails on a non-2xx answer, and logs it without the code', async () => {
    const { log, lines } = recordingLog();
    const sender = new HttpSmsSender({ url: `${base}/down`, templateId: 'SMS_001', log });
    await expect(sender.send('13800138000', '654321', 'reset')).rejects.toBeInstanceOf(SmsSendError);
    expect(JSON.stringify(lines)).toContain('502');
    expect(JSON.stringify(lines)).not.toContain('654321');
    expect(JSON.stringify(lines)).not.toContain('13800138000');
  });

  it('gives up after its timeout', async () => {
    const { log } = recordingLog();
    const sender = new HttpSmsSender({ url: `${base}/slow`, templateId: 'SMS_001', log, timeoutMs: 100 });
    const started = Date.now();
    await expect(sender.send('13800138000', '654321', 'reset')).rejects.toBeInstanceOf(SmsSendError);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('fails when nothing listens', async () => {
    const { log } = recordingLog();
    const sender = new HttpSmsSender({ url: 'http://127.0.0.1:9/sms', templateId: 'SMS_001', log });
    await expect(sender.send('13800138000', '654321', 'reset')).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('the log provider', () => {
  it('writes the code and the masked phone to the log', async () => {
    const { log, lines } = recordingLog();
    await new LogSmsSender(log).send('13800138000', '123456', 'register');
    expect(lines).toEqual([['验证码 123456 → 138****8000 (register)']]);
  });
});
