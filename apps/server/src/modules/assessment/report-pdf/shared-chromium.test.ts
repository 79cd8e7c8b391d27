import { describe, expect, it } from 'vitest';
import { chromiumFlags, usesSandbox } from './shared-chromium';

describe("Chromium's sandbox", () => {
  it('is used by any user but root unless the operator says otherwise', () => {
    expect(usesSandbox('auto', false)).toBe(true);
    expect(usesSandbox('auto', true)).toBe(false); // Chromium cannot start a sandbox as root
    expect(usesSandbox('on', true)).toBe(true);
    expect(usesSandbox('off', false)).toBe(false);
  });

  it('is given up on the command line only when it is not used', () => {
    expect(chromiumFlags(true)).not.toContain('--no-sandbox');
    expect(chromiumFlags(false)).toContain('--no-sandbox');
    expect(chromiumFlags(false)).toEqual(expect.arrayContaining(chromiumFlags(true)));
  });
});
