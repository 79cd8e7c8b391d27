import { maskPhone } from '@dtmm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CodePurpose, SmsSender } from './sms-sender';

/** Development and demo provider: writes the code to the server log instead of sending an SMS. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, code: string, purpose: CodePurpose): Promise<void> {
    this.log.info(`验证码 ${code} → ${maskPhone(phone)} (${purpose})`);
  }
}
