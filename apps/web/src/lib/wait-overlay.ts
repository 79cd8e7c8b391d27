const OVERLAY_ID = 'dtmm-wait-overlay';

/** A full-screen veil with a spinner and a text, drawn outside React so it works from any call site. */
export function showWaitOverlay(text: string): void {
  if (typeof document === 'undefined' || document.getElementById(OVERLAY_ID)) return;
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.className = 'wait-overlay';
  overlay.setAttribute('role', 'alert');
  overlay.setAttribute('aria-busy', 'true');
  const spinner = document.createElement('span');
  spinner.className = 'wait-overlay__spinner';
  const label = document.createElement('span');
  label.className = 'wait-overlay__text';
  label.textContent = text;
  overlay.append(spinner, label);
  document.body.append(overlay);
}

export function hideWaitOverlay(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(OVERLAY_ID)?.remove();
}
