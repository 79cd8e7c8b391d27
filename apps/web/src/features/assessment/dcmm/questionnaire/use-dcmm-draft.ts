import type { DcmmPartyType, DcmmQuestionnaire } from '@dtmm/shared';
import { useCallback, useEffect, useState } from 'react';
import { clearDraft, type DcmmDraft, draftKey, readDraft, writeDraft } from './dcmm-draft';

/**
 * The draft of one user and party type: read once when the questionnaire opens (the component is
 * keyed by both), written on every change, removed by `discard` after a successful submit.
 */
export function useDcmmDraft(questionnaire: DcmmQuestionnaire, ownerId: string, partyType: DcmmPartyType) {
  const key = draftKey(ownerId, partyType);
  const [draft, setDraft] = useState<DcmmDraft>(() => readDraft(key, questionnaire));
  useEffect(() => writeDraft(key, draft), [key, draft]);

  const answer = useCallback(
    (questionId: string, values: readonly string[]) =>
      setDraft((current) => ({ ...current, answers: { ...current.answers, [questionId]: values } })),
    [],
  );
  const checkArea = useCallback(
    (areaId: string, level: number) =>
      setDraft((current) => ({ ...current, capability: { ...current.capability, [areaId]: level } })),
    [],
  );
  const clearCapability = useCallback(() => setDraft((current) => ({ ...current, capability: {} })), []);
  const discard = useCallback(() => clearDraft(key), [key]);

  return { draft, answer, checkArea, clearCapability, discard };
}
