import { hideWaitOverlay, showWaitOverlay } from './wait-overlay';

/** How the api client talks to the person: toasts, the rate-limit overlay and the page reload. Swappable in tests. */
export interface Notifier {
  success(text: string, durationMs?: number): void;
  error(text: string, durationMs?: number): void;
  warning(text: string, durationMs?: number): void;
  showOverlay(text: string): void;
  hideOverlay(): void;
  reload(): void;
}

/** The subset of antd's message API the notifier needs (the static one, or `App.useApp().message`). */
export interface MessageApi {
  open(config: { type: ToastType; content: string; key: string; duration?: number }): unknown;
}

type ToastType = 'success' | 'error' | 'warning';

const seconds = (ms?: number) => (ms === undefined ? undefined : ms / 1000);

/** Identical texts share one toast (keyed by the text), so ten failed calls do not stack ten toasts. */
export function createMessageNotifier(api: MessageApi): Notifier {
  const show = (type: ToastType, text: string, durationMs?: number) =>
    void api.open({ type, content: text, key: `${type}:${text}`, duration: seconds(durationMs) });
  return {
    success: (text, durationMs) => show('success', text, durationMs),
    error: (text, durationMs) => show('error', text, durationMs),
    warning: (text, durationMs) => show('warning', text, durationMs),
    showOverlay: showWaitOverlay,
    hideOverlay: hideWaitOverlay,
    reload: () => window.location.reload(),
  };
}

/**
 * Until a page's antd scope routes the toasts (and on the home page, which has none), antd's
 * static message shows them; its code loads with the first toast, not with the page.
 */
const staticMessage: MessageApi = {
  open: (config) => import('antd/es/message').then(({ default: message }) => message.open(config)),
};

/**
 * Where there is no document (the server rendering a page), nobody is there to read a toast: the
 * page shows its own failure state, rendered, and toasts, overlays and reloads do nothing (antd's
 * message would touch `document` and end the server process).
 */
export const pageOnlyNotifier: Notifier = {
  success() {},
  error() {},
  warning() {},
  showOverlay() {},
  hideOverlay() {},
  reload() {},
};

let current: Notifier = typeof document === 'undefined' ? pageOnlyNotifier : createMessageNotifier(staticMessage);

export const getNotifier = (): Notifier => current;

/** Replaces the notifier; returns the previous one so tests and providers can restore it. */
export function setNotifier(next: Notifier): Notifier {
  const previous = current;
  current = next;
  return previous;
}
