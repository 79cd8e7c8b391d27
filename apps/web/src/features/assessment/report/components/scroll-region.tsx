import type { ReactNode } from 'react';

/**
 * The sideways-scrolling box of a wide report table on a phone. It takes the keyboard's focus, so the
 * arrow keys scroll it without a mouse (WCAG 2.1.1; axe scrollable-region-focusable), and names itself.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard
    <section className="report-table-scroll" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
