import { maskPhone } from '@dtmm/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type CodePurpose, SmsSendError, type SmsSender } from './sms-sender';

export interface HttpSmsOptions {
  url: string;
  apiKey?: string;
  templateId: string;
  log: FastifyBaseLogger;
  /** How long the gateway may take; 5 s unless a test shortens it. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * A generic SMS gateway over HTTP: one JSON POST per code,
 * `{phone, templateId, purpose, params: {code}}` with `Authorization: Bearer <DTMM_SMS_API_KEY>`.
 * Any 2xx means the gateway accepted the message; anything else, a timeout or a network error is
 * a `SmsSendError`. The code itself never reaches the log.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(phone: string, code: string, purpose: CodePurpose): Promise<void> {
    const { url, apiKey, templateId, log } = this.options;
    const context = { phone: maskPhone(phone), purpose };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ phone, templateId, purpose, params: { code } }),
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : 'unknown';
      log.error({ ...context, reason }, 'sms: gateway unreachable or too slow');
      throw new SmsSendError(`gateway unreachable: ${reason}`);
    }
    await response.body?.cancel().catch(() => {});
    if (!response.ok) {
      log.error({ ...context, status: response.status }, 'sms: gateway refused the message');
      throw new SmsSendError(`gateway answered ${response.status}`);
    }
  }
}
