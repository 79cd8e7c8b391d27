import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { checkBankVersion, problemsOfRefusal, publishBankVersion } from '../api/bank-versions-api';
import { useVersionChange } from '../api/use-version-change';

/** What 校验 found, or the problems a refused 发布 answered. */
export interface CheckOutcome {
  kind: 'checked' | 'refused';
  problems: string[];
}

/**
 * 校验, 发布 and the saves of a draft's tabs. A save clears the last check's outcome (it may no longer
 * hold); a refused publish shows the problems it answered.
 */
export function useVersionCheck(version: number) {
  const change = useVersionChange();
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [isChecking, setChecking] = useState(false);
  const [isPublishing, setPublishing] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      setOutcome({ kind: 'checked', problems: await checkBankVersion(version) });
    } catch {
      // the api client has shown the server's message
    } finally {
      setChecking(false);
    }
  };
  const publish = async () => {
    setPublishing(true);
    const done = await change.run(
      () => publishBankVersion(version),
      (error) => {
        const problems = isApiError(error) ? problemsOfRefusal(error.data) : null;
        if (problems) setOutcome({ kind: 'refused', problems });
      },
    );
    if (done) setOutcome(null);
    setPublishing(false);
  };
  const save = async (call: () => Promise<{ data: unknown; msg: string }>): Promise<boolean> => {
    const done = await change.run(call);
    if (done) setOutcome(null);
    return done !== undefined;
  };
  return {
    outcome,
    clear: () => setOutcome(null),
    check,
    publish,
    save,
    isChecking,
    isPublishing,
    isSaving: change.isBusy,
  };
}

export type VersionSave = ReturnType<typeof useVersionCheck>['save'];
