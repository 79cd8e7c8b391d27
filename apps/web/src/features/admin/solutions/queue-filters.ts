import { SOLUTION_STATUSES } from '@dtmm/shared';

/** The queue opens on 审核中; providerId is the provider's company id, as the server filters. */
export const QUEUE_DEFAULTS = { status: SOLUTION_STATUSES.underReview as string, providerId: '', solutionName: '' };
