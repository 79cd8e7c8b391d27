import type { Page } from 'playwright-core';

/**
 * Presses Tab until the focused element matches `selector`; answers how many presses it took. Fails
 * after `max` presses, so a control the keyboard cannot reach fails the journey instead of hanging it.
 */
export async function tabTo(page: Page, selector: string, max = 300): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} not reached within ${max} Tab presses`);
}

/**
 * The focus ring a person sees on the focused element: its own outline or box-shadow, or that of the
 * nearest visible ancestor that draws it (antd hides the native radio and checkbox, opacity 0, and rings
 * the control around it). Null when nothing is drawn.
 */
export function visibleFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    for (let element = focused; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.opacity === '0') continue;
      const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      if (hasOutline) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
      // Only the control itself or the wrapper drawn around it, not a card or a panel further out.
      if (element !== focused && element.getBoundingClientRect().width > 64) break;
    }
    return null;
  });
}
