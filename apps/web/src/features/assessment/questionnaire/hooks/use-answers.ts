import { type ExamQuestion, formatDateTime, type SavedAnswer } from '@dtmm/shared';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { submitAnswer } from '../../api/assessment-api';
import { createSeqClock, splitAnswer } from '../answer-rules';

/** What a question shows: the chosen values and who chose them when (both '' while unanswered). */
export interface AnswerState {
  values: readonly string[];
  answeredByName: string;
  answerTime: string;
}

/** Answers by the question's detailId. */
export type AnswerBook = Readonly<Record<string, AnswerState>>;

export const UNANSWERED: AnswerState = { values: [], answeredByName: '', answerTime: '' };

export const isAnswered = (answer: AnswerState | undefined): boolean => (answer?.values.length ?? 0) > 0;

/** The answer the server holds, as the exam tree or a save's answer tells it. */
const storedAnswerOf = (stored: Pick<SavedAnswer, 'userAnswer' | 'answeredByName' | 'answerTime'>): AnswerState => {
  const values = splitAnswer(stored.userAnswer);
  if (values.length === 0) return UNANSWERED;
  return { values, answeredByName: stored.answeredByName, answerTime: stored.answerTime };
};

/** The saves of one question: the answer the server holds, and the clicks still on their way. */
interface SaveTrack {
  stored: AnswerState;
  /** The stored answer's version, the newest any answer told: every save names it (docs/assessment-api.md). */
  version: number;
  latestSeq: number;
  inFlight: number;
  latestFailed: boolean;
}

/**
 * The questionnaire's answers, saved on every change (assessment.md 4). The choice shows at once;
 * when the newest save of a question fails (the api client shows why) and none is left on its way,
 * the question goes back to the answer the server holds. When a save loses to a colleague's answer
 * this screen never showed, the server's '该题已被 X 修改' is shown with the colleague's answer in
 * place of the local one. `settled` waits for every save, so a submit never overtakes the last click.
 */
export function useAnswers(questions: readonly ExamQuestion[]) {
  const userName = useSession().user?.userName ?? '';
  const { message } = App.useApp();
  // The tracks live as long as the questionnaire (it is keyed by record and level); state is made once from them.
  const [tracks] = useState(() => new Map(questions.map((question) => [question.detailId, trackFrom(question)])));
  const [answers, setAnswers] = useState<AnswerBook>(() =>
    Object.fromEntries([...tracks].map(([detailId, track]) => [detailId, track.stored])),
  );
  // The same book as the state, readable right after the saves settle (a submit checks it).
  const latest = useRef(answers);
  const clock = useRef(createSeqClock());
  const pending = useRef(new Set<Promise<void>>());

  const show = useCallback((detailId: string, answer: AnswerState) => {
    latest.current = { ...latest.current, [detailId]: answer };
    setAnswers(latest.current);
  }, []);

  /** What a save's answer tells, unless a newer answer already told more (answers may arrive in any order). */
  const learn = useCallback(
    (detailId: string, track: SaveTrack, saved: SavedAnswer) => {
      if (saved.version <= track.version) return;
      Object.assign(track, { stored: storedAnswerOf(saved), version: saved.version });
      if (saved.message === '') return;
      // Lost to a colleague: every click still on its way named the same old version and loses too.
      void message.warning({ content: saved.message, key: detailId });
      show(detailId, track.stored);
    },
    [message, show],
  );

  const change = useCallback(
    (detailId: string, values: readonly string[]) => {
      const track = tracks.get(detailId);
      if (!track) return;
      const shown = values.length > 0 ? { values, answeredByName: userName, answerTime: now() } : UNANSWERED;
      const seq = clock.current.next(detailId);
      track.latestSeq = seq;
      track.inFlight += 1;
      show(detailId, shown);
      const save = submitAnswer({ detailId, userAnswer: values.join(','), seq, version: track.version })
        .then(
          (saved) => learn(detailId, track, saved),
          () => {
            if (seq === track.latestSeq) track.latestFailed = true;
          },
        )
        .finally(() => {
          track.inFlight -= 1;
          pending.current.delete(save);
          if (track.inFlight > 0 || !track.latestFailed) return;
          track.latestFailed = false;
          show(detailId, track.stored);
        });
      pending.current.add(save);
    },
    [tracks, show, learn, userName],
  );

  /** The answers once every save on its way has settled (failed ones put back). */
  const settled = useCallback(async (): Promise<AnswerBook> => {
    await Promise.all(pending.current);
    return latest.current;
  }, []);

  return { answers, change, settled };
}

const now = () => formatDateTime(new Date());

const trackFrom = (question: ExamQuestion): SaveTrack => ({
  stored: storedAnswerOf(question),
  version: question.answerVersion,
  latestSeq: 0,
  inFlight: 0,
  latestFailed: false,
});
