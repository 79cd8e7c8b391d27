/** What a code is for: registering a new phone, or resetting the password of a registered one. */
export type CodePurpose = 'register' | 'reset';

/** Delivers a verification code by SMS. Throws `SmsSendError` when the message could not be handed over. */
export interface SmsSender {
  send(phone: string, code: string, purpose: CodePurpose): Promise<void>;
}

/** The gateway did not accept the message; the text is for the log only. */
export class SmsSendError extends Error {}
