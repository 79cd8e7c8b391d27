import type { ReportError } from './error-reporter';

/** Vite's event when a chunk's preload fails; `payload` is the error. */
type PreloadErrorEvent = Event & { payload?: unknown };

/**
 * Reports what nothing else caught: errors thrown out of handlers and timers, rejected promises
 * nobody awaited, and chunks that failed to preload. 'Script error.' (another origin's script, its
 * detail hidden by the browser) says nothing and is left out. Answers a function that stops listening.
 */
export function listenForErrors(target: EventTarget, report: ReportError): () => void {
  const onError = (event: Event) => {
    if (!(event instanceof ErrorEvent)) return;
    if (!event.error && (!event.message || event.message === 'Script error.')) return;
    report(event.error ?? event.message);
  };
  const onRejection = (event: Event) => report((event as PromiseRejectionEvent).reason);
  const onPreloadError = (event: Event) => report((event as PreloadErrorEvent).payload ?? 'vite:preloadError', 'chunk');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}
