import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';
import { messages } from '../common/messages';

/** GET /api/dtmm/common/jcaptcha.jpg: the browser's random captcha id (kept in its cookie) and a cache buster. */
export const captchaQuery = z.object({
  captchaCookie: z
    .string({ error: messages.auth.captchaRequired })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: messages.auth.captchaWrong }),
  timestamp: z.string().max(32).optional(),
});

/** POST /api/dtmm/auth/logout: always code 0, with or without a live session. */
export const logoutAnswer = envelopeOf(z.null());

/**
 * What `getPermissions` answers (portal.md 6). The server enforces each rule in its policies; the
 * list only lets the web choose which buttons and pages to show.
 */
export const PERMISSIONS = {
  /** Every logged-in user: profile, messages, password change. */
  profile: 'user:profile',
  /** Start the enterprise certification (no company yet) or resubmit it (the company's ADMIN). */
  companyCertify: 'company:certify',
  /** A member of a company, ADMIN or USER. */
  companyView: 'company:view',
  memberView: 'member:view',
  assessmentApply: 'assessment:apply',
  /** The company's ADMIN. */
  companyEdit: 'company:edit',
  memberManage: 'member:manage',
  providerCertify: 'provider:certify',
  /** The ADMIN of a certified service provider. */
  solutionManage: 'solution:manage',
  /** Operators: the back office and its reviews. */
  adminAccess: 'admin:access',
  certificationReview: 'certification:review',
  solutionReview: 'solution:review',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
