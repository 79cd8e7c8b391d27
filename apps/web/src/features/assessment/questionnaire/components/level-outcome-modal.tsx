import { Button, Modal } from 'antd';
import { useCountdown } from '../hooks/use-countdown';
import { type LevelOutcome, OUTCOME_COUNTDOWN_SECONDS } from '../level-outcome';

interface LevelOutcomeModalProps {
  outcome: LevelOutcome;
  /** The countdown reached zero. */
  onTimeUp: () => void;
  /** The person did not want to wait: 立即继续 (tag 2) or 查看结果 (tag 1). */
  onSkip: () => void;
}

const WORDING = {
  2: { title: '本级评估已通过', next: '进入下一级评估', skip: '立即继续' },
  1: { title: '评估已完成', next: '前往我的评估', skip: '查看结果' },
} as const;

/** The level modal with its 5-second countdown; it is mounted only while counting, so closing it stops the count. */
export function LevelOutcomeModal({ outcome, onTimeUp, onSkip }: LevelOutcomeModalProps) {
  const secondsLeft = useCountdown(OUTCOME_COUNTDOWN_SECONDS, onTimeUp);
  const wording = WORDING[outcome.tag];
  return (
    <Modal
      open
      centered
      title={wording.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      className="level-outcome"
      footer={
        <Button type="primary" onClick={onSkip} autoFocus>
          {wording.skip}
        </Button>
      }
    >
      <p className="level-outcome__message">{outcome.message}</p>
      <p className="level-outcome__countdown" aria-live="polite">
        <strong data-testid="countdown">{secondsLeft}</strong> 秒后{wording.next}
      </p>
    </Modal>
  );
}
