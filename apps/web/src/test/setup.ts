import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom lacks the layout APIs antd's responsive components probe for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
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

// jsdom does not implement pseudo-element styles (antd's modal measures the scrollbar with one).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// React's scheduler can still hold work (a late state update) when a file's last test ends; let it run
// while jsdom still exists instead of failing the run with 'window is not defined' after teardown.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
