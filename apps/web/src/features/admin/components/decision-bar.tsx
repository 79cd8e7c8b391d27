import { App, Button, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
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

export type Decision = ConfirmedDecision | ReasonedDecision;

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
      {decisions.map((decision) =>
        'prompt' in decision ? (
          <span key={decision.key}>
            <Button danger disabled={isBusy} onClick={() => setAsking(decision.key)}>
              {decision.label}
            </Button>
            <ReasonModal
              prompt={decision.prompt}
              isOpen={asking === decision.key}
              isBusy={isBusy}
              onCancel={() => setAsking(null)}
              onSubmit={(reason) => void decide(() => decision.run(reason))}
            />
          </span>
        ) : (
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
        ),
      )}
    </Space>
  );
}
