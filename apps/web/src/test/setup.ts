import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

const DESKTOP_WIDTH = 1024;

// findBy*/waitFor give up after 1 s by default; on CI's two cores, with the server suite running beside
// the web one, an antd page can take longer than that to settle (a 1 s wait failed one CI run).
configure({ asyncUtilTimeout: 5_000 });

/** A width media query judged against window.innerWidth (jsdom: 1024 unless a test sets a phone's 390). */
function matchesWidth(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

// jsdom lacks the layout APIs antd's responsive components probe for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Computed style is the element's inline style. jsdom resolves every rule of every stylesheet on each
// getComputedStyle call, and antd injects thousands of rules while Testing Library's role queries ask
// for the style of each ancestor: that took ~80 % of the web suite's time (an admin list page's test
// 13.4 s → 2.7 s). jsdom lays nothing out, so the sizes antd reads were never real; what the tests rely
// on is showing and hiding, which antd's popups and modals do with inline display. It also drops the
// pseudo-element argument, which jsdom does not implement (antd's modal measures the scrollbar with one).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? computedStyle(element);

afterEach(() => {
  cleanup();
  window.innerWidth = DESKTOP_WIDTH; // a test that played a phone (390) leaves no phone behind
  window.localStorage.clear();
});

// React's scheduler can still hold work (a late state update) when a file's last test ends; let it run
// while jsdom still exists instead of failing the run with 'window is not defined' after teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
