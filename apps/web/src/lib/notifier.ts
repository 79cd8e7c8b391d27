import { message } from 'antd';
import { hideWaitOverlay, showWaitOverlay } from './wait-overlay';

/** How the api client talks to the person: toasts, the rate-limit overlay and the page reload. Swappable in tests. */
export interface Notifier {
  error(text: string, durationMs?: number): void;
  warning(text: string, durationMs?: number): void;
  showOverlay(text: string): void;
  hideOverlay(): void;
  reload(): void;
}

/** The subset of antd's message API the notifier needs (the static one, or `App.useApp().message`). */
export interface MessageApi {
  open(config: { type: 'error' | 'warning'; content: string; key: string; duration?: number }): unknown;
}

const seconds = (ms?: number) => (ms === undefined ? undefined : ms / 1000);

/** Identical texts share one toast (keyed by the text), so ten failed calls do not stack ten toasts. */
export function createMessageNotifier(api: MessageApi): Notifier {
  const show = (type: 'error' | 'warning', text: string, durationMs?: number) =>
    void api.open({ type, content: text, key: `${type}:${text}`, duration: seconds(durationMs) });
  return {
    error: (text, durationMs) => show('error', text, durationMs),
    warning: (text, durationMs) => show('warning', text, durationMs),
    showOverlay: showWaitOverlay,
    hideOverlay: hideWaitOverlay,
    reload: () => window.location.reload(),
  };
}

let current: Notifier = createMessageNotifier(message);

export const getNotifier = (): Notifier => current;

/** Replaces the notifier; returns the previous one so tests and providers can restore it. */
export function setNotifier(next: Notifier): Notifier {
  const previous = current;
  current = next;
  return previous;
}
