import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawLicence, drawLogo, LICENCE_LABELS, missingGlyphs } from './demo-images';
import { DEMO_COMPANIES } from './demo-province';

/** The IHDR size and the inflated image data of a PNG, after checking its signature. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString()).toBe('IHDR');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString() === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return { width, height, data: inflateSync(Buffer.concat(chunks)) };
}

describe('demo pictures (issue 11, finding 6)', () => {
  it('has a glyph for every character the demo province draws', () => {
    const text = DEMO_COMPANIES.flatMap((c) => [c.shortName, c.companyName, c.legalRepresentative, c.socialCreditCode]);
    expect(missingGlyphs([...text, ...LICENCE_LABELS].join(''))).toEqual([]);
  });

  it('draws a logo and a licence as valid indexed PNGs with ink on them', () => {
    for (const [png, width, height] of [
      [drawLogo('并州智能', 0), 240, 240],
      [drawLicence(DEMO_COMPANIES[0] ?? { companyName: '', socialCreditCode: '', legalRepresentative: '' }), 640, 448],
    ] as const) {
      const image = readPng(png);
      expect([image.width, image.height]).toEqual([width, height]);
      expect(image.data.length).toBe((width + 1) * height);
      expect(new Set(image.data).size).toBeGreaterThan(4); // background, shades of text, frame
    }
  });

  it('draws different names differently', () => {
    expect(drawLogo('并州智能', 0).equals(drawLogo('太行精铸', 0))).toBe(false);
  });
});
