import { useState } from 'react';
import { type Exam, useExamTree, useSubmitQuestionnaire } from '../../api/assessment-api';
import { type LevelOutcome, levelOutcomeOf } from '../level-outcome';
import { answerTypeOfRecord } from '../wizard-params';

/**
 * A record's questionnaire and what its submit leads to (assessment.md 4). After a passed level the
 * submitted level stays on screen (pinned) while the modal counts down; `openNextLevel` then loads the
 * next level's tree. After the end, `endedLevel` is the reached level.
 */
export function useLevelSubmission(recordId: string) {
  const query = useExamTree(recordId);
  const submission = useSubmitQuestionnaire();
  const [pinned, setPinned] = useState<Exam | null>(null);
  const [notice, setNotice] = useState<LevelOutcome | null>(null);
  const [endedLevel, setEndedLevel] = useState<number | null>(null);
  // Bumped when a refused submit reloads the tree, so the questionnaire shows what the server holds.
  const [reloads, setReloads] = useState(0);

  const submit = async (exam: Exam) => {
    if (submission.isPending) return;
    const { record } = exam;
    setPinned(exam);
    try {
      const body = {
        recordId: record.id,
        level: record.currentLevel,
        answerType: answerTypeOfRecord(record.answerType),
      };
      const outcome = levelOutcomeOf(await submission.mutateAsync(body));
      if (outcome.tag === 1) {
        setPinned(null);
        setEndedLevel(outcome.level);
      }
      setNotice(outcome);
    } catch {
      // The api client has said why; another member may have changed answers or submitted this level.
      setPinned(null);
      await query.refetch();
      setReloads((count) => count + 1);
    }
  };

  const openNextLevel = async () => {
    await query.refetch();
    setPinned(null);
    setNotice(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return {
    query,
    exam: pinned ?? query.data,
    isSubmitting: submission.isPending,
    notice,
    endedLevel,
    reloads,
    submit,
    openNextLevel,
  };
}
