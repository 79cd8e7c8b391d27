import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { richTextInput } from './rich-text.arbitrary';
import { executableConstructs, keepsToItself } from './rich-text.inspection';
import { sanitizeRichText } from './sanitize-rich-text';

/**
 * Issue 5, suite 6: the sanitiser's properties over generated HTML-ish input. Seeded and scaled like
 * the bad-input suite: DTMM_FUZZ_SEED reproduces a run, DTMM_FUZZ_RUNS sets the runs of each property.
 */
const SEED = Number(process.env.DTMM_FUZZ_SEED ?? 20_250_505);
const RUNS = Number(process.env.DTMM_FUZZ_RUNS ?? 2000);
const settings = { seed: SEED, numRuns: RUNS };
// About a tenth of a millisecond a run here; room for slow machines and for large DTMM_FUZZ_RUNS.
const TIMEOUT = Math.max(10_000, RUNS * 2);

describe(`rich-text sanitiser properties (seed ${SEED}, ${RUNS} runs each)`, { timeout: TIMEOUT }, () => {
  it('is idempotent: sanitising clean HTML changes nothing', () => {
    fc.assert(
      fc.property(richTextInput, (html) => {
        const clean = sanitizeRichText(html);
        expect(sanitizeRichText(clean)).toBe(clean);
      }),
      settings,
    );
  });

  it('leaves nothing a browser could run: no script, no handler, no script URL, no forbidden element', () => {
    fc.assert(
      fc.property(richTextInput, (html) => {
        expect(executableConstructs(sanitizeRichText(html))).toEqual([]);
      }),
      settings,
    );
  });

  it('keeps to itself: every element it opens is closed, so the page after it stays outside', () => {
    fc.assert(
      fc.property(richTextInput, (html) => {
        expect(keepsToItself(sanitizeRichText(html))).toBe(true);
      }),
      settings,
    );
  });
});
