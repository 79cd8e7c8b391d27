import { App, Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ReasonModal, type ReasonPrompt } from './reason-modal';

type Answer = Promise<{ msg: string }>;

/** A decision taken after a confirmation (通过). */
interface ConfirmedDecision {
  key: string;
  label: string;
  confirm: string;
  run: () => Answer;
}

/** A decision that needs the reviewer's words (驳回, 下架). */
interface ReasonedDecision {
  key: string;
  label: string;
  prompt: ReasonPrompt;
  run: (reason: string) => Answer;
}

/** What a decision's own modal gets from the bar. */
export interface DecisionModalProps {
  isOpen: boolean;
  isBusy: boolean;
  onCancel: () => void;
  /** Sends the decision; the bar shows the server's msg and reloads the entry. */
  onSubmit: (run: () => Answer) => void;
}

/** A decision whose details are asked in a modal of its own (受理: a date and an assessor). */
interface ModalDecision {
  key: string;
  label: string;
  modal: (props: DecisionModalProps) => ReactNode;
}

export type Decision = ConfirmedDecision | ReasonedDecision | ModalDecision;

/** A reasoned decision's modal: the required reason, then the decision with it. */
const reasonModalOf =
  (decision: ReasonedDecision) =>
  ({ onSubmit, ...modal }: DecisionModalProps) => (
    <ReasonModal prompt={decision.prompt} {...modal} onSubmit={(reason) => onSubmit(() => decision.run(reason))} />
  );

interface DecisionBarProps {
  /** The decisions the entry's status allows, in the order shown. */
  decisions: Decision[];
  /** Reloads the entry: after a decision, and after a conflict (someone decided or changed it first). */
  onDecided: () => void;
}

/** A review's decision buttons: one call at a time, the server's msg on success. */
export function DecisionBar({ decisions, onDecided }: DecisionBarProps) {
  const { message } = App.useApp();
  const [asking, setAsking] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // State lags a render behind: a second click in the same tick must not send a second call.
  const inFlight = useRef(false);

  const decide = async (run: () => Answer) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { msg } = await run();
      void message.success(msg);
      setAsking(null);
    } catch {
      // The api client has shown the server's message; a 409 says the entry changed meanwhile.
    } finally {
      inFlight.current = false;
      setBusy(false);
      onDecided();
    }
  };

  return (
    <Space wrap>
      {decisions.map((decision) => {
        if ('confirm' in decision)
          return (
            <Popconfirm
              key={decision.key}
              title={decision.confirm}
              okText="确定"
              cancelText="取消"
              onConfirm={() => decide(decision.run)}
            >
              <Button type="primary" loading={isBusy}>
                {decision.label}
              </Button>
            </Popconfirm>
          );
        const isReasoned = 'prompt' in decision;
        const modal = isReasoned ? reasonModalOf(decision) : decision.modal;
        return (
          <span key={decision.key}>
            <Button
              type={isReasoned ? 'default' : 'primary'}
              danger={isReasoned}
              disabled={isBusy}
              onClick={() => setAsking(decision.key)}
            >
              {decision.label}
            </Button>
            {modal({
              isOpen: asking === decision.key,
              isBusy,
              onCancel: () => setAsking(null),
              onSubmit: (run) => void decide(run),
            })}
          </span>
        );
      })}
    </Space>
  );
}
