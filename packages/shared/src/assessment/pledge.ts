import { z } from 'zod';
import { envelopeOf } from '../common/envelope.schemas';

/**
 * The 真实性承诺 a company accepts before its diagnosis or 551 assessment is scored (issue 29 §2;
 * MIIT asks the same). A record stores the version it accepted: a later wording gets a new version,
 * and an accepted record keeps the version it was accepted under.
 */
export const PLEDGE_VERSION = 1;

export const PLEDGE_TITLE = '真实性承诺';

export const PLEDGE_TEXT = [
  '本企业承诺，本次评估中填写的全部答案如实反映本企业数字化转型的实际情况，不夸大、不隐瞒。',
  '如申请正式评估，本企业将按要求提供相应的佐证材料，接受核查。',
  '如发现答案不实，本次评估的结果和报告作废，由此产生的后果由本企业承担。',
] as const;

/** A record's accepted pledge: which version, when ('yyyy-MM-dd HH:mm:ss') and by whom (their username then). */
export const acceptedPledge = z.object({
  version: z.number().int(),
  acceptedAt: z.string(),
  acceptedByName: z.string(),
});
export type AcceptedPledge = z.infer<typeof acceptedPledge>;

/** null: not accepted yet, or a record completed before the pledge existed. */
export const recordPledge = acceptedPledge.nullable();

/** POST /api/dtmm/answer/acceptPledge/{id}: the record's pledge, accepted now or before. */
export const acceptPledgeAnswer = envelopeOf(z.object({ pledge: acceptedPledge }));
