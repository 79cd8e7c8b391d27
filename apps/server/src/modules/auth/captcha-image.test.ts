import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-font';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from './captcha-image';

/** Reads back the pixels of one of our PNGs (IHDR then a single IDAT, no filters). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(png.subarray(41, 41 + idatLength));
  return { width, height, raw };
}

describe('the captcha image', () => {
  it('is a 120 × 40 PNG with dark strokes on a light ground', () => {
    const { width, height, raw } = decode(renderCaptcha('HJKMN'));
    expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect(raw.length).toBe((width * 3 + 1) * height);
    let dark = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * (width * 3 + 1) + 1 + x * 3;
        if ((raw[i] as number) + (raw[i + 1] as number) + (raw[i + 2] as number) < 400) dark++;
      }
    }
    expect(dark / (width * height)).toBeGreaterThan(0.08);
    expect(dark / (width * height)).toBeLessThan(0.6);
  });

  it('differs every time, even for the same answer', () => {
    expect(renderCaptcha('ACEF').equals(renderCaptcha('ACEF'))).toBe(false);
  });

  it('draws only characters that cannot be confused', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B6G9DQUV]/);
    for (const char of CAPTCHA_ALPHABET) expect(GLYPHS[char]?.length).toBeGreaterThan(0);
  });

  it('renders in a few milliseconds', () => {
    renderCaptcha('WARM');
    const start = performance.now();
    for (let i = 0; i < 20; i++) renderCaptcha('MWKR3');
    expect((performance.now() - start) / 20).toBeLessThan(25);
  });
});
