import {
  FORMAL_ASSESSMENT_TYPE_LABELS,
  FORMAL_ASSESSMENT_TYPE_NAMES,
  FORMAL_STATUS_LABELS,
  FORMAL_STATUS_NAMES,
  FORMAL_STATUSES,
} from '@dtmm/shared';
import { ALL_STATUSES } from '../components/status-filter';

/** The queue opens on 待受理; type and keyword (company name or credit code) are unset. */
export const QUEUE_DEFAULTS = { status: FORMAL_STATUSES.pending as string, assessmentType: '', keyword: '' };

export const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: '全部' },
  ...FORMAL_STATUS_NAMES.map((value) => ({ value, label: FORMAL_STATUS_LABELS[value] })),
];

export const TYPE_OPTIONS = [
  { value: '', label: '全部' },
  ...FORMAL_ASSESSMENT_TYPE_NAMES.map((value) => ({ value, label: FORMAL_ASSESSMENT_TYPE_LABELS[value] })),
];
