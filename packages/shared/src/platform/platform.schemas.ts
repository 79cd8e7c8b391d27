import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/** GET /cruplat/getconfig: what the browser needs before anything else (portal.md 7.1). */
export const platformConfig = z.object({
  /** The string 'true' makes the login form load a captcha. */
  usecaptcha: z.enum(['true', 'false']),
  /** The platform's display name. */
  companyName: z.string(),
  province: z.string(),
  provinceCode: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  filingNumber: z.string(),
  /** The platform's public address (DTMM_PUBLIC_URL), e.g. printed on a report's cover for verification. */
  publicUrl: z.string(),
});
export type PlatformConfig = z.infer<typeof platformConfig>;
export const platformConfigAnswer = envelopeOf(platformConfig);

export const healthAnswer = envelopeOf(
  z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['embedded', 'postgres']),
    kv: z.enum(['memory', 'redis']),
  }),
);
