import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config';
import { HttpSmsSender } from './http-sms-sender';
import { LogSmsSender } from './log-sms-sender';
import type { SmsSender } from './sms-sender';

/** The provider `DTMM_SMS_PROVIDER` names: `log` (default) or `http`. */
export function createSmsSender(sms: AppConfig['sms'], log: FastifyBaseLogger): SmsSender {
  if (sms.provider === 'http' && sms.url) {
    return new HttpSmsSender({ url: sms.url, apiKey: sms.apiKey, templateId: sms.templateId, log });
  }
  return new LogSmsSender(log);
}
