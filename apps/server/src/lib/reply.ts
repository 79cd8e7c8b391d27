import { messages, ResultCode } from '@dtmm/shared';

/** A success envelope. */
export const ok = <T>(data: T, msg: string = messages.common.success) => ({ code: ResultCode.ok, msg, data });

/** A success envelope for one page of a list. */
export const paged = <T>(data: T[], total: number) => ({
  code: ResultCode.ok,
  msg: messages.common.success,
  data,
  total,
});
