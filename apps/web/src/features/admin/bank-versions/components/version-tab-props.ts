import type { BankVersionDetail } from '../api/bank-versions-api';
import type { VersionSave } from '../hooks/use-version-check';

/** What each tab of a version gets: the version, whether it may change, and the save that toasts and reloads. */
export interface VersionTabProps {
  detail: BankVersionDetail;
  isDraft: boolean;
  save: VersionSave;
  isSaving: boolean;
}
