import fs from 'node:fs';
import path from 'node:path';
import { encodeIndexedPng } from '../../lib/png';
import { SERVER_ROOT } from '../../paths';

/**
 * Pictures for the demo province, drawn at seed time without any font or native module: a logo
 * with the company's short name and a business licence marked 样例. The characters come from
 * demo-glyphs.json, 1-bit bitmaps rasterised once by scripts/build-demo-glyphs.ts.
 */
export const LICENCE_LABELS = ['营业执照', '样例', '名称', '统一社会信用代码', '法定代表人', '演示数据，非真实证照'];

interface GlyphAtlas {
  size: number;
  chars: string;
  bitmap: string;
}
const atlas = JSON.parse(
  fs.readFileSync(path.join(SERVER_ROOT, 'src/modules/demo/demo-glyphs.json'), 'utf8'),
) as GlyphAtlas;
const glyphBits = Buffer.from(atlas.bitmap, 'base64');
const glyphIndex = new Map([...atlas.chars].map((char, i) => [char, i]));
const GLYPH = atlas.size;
const GLYPH_BYTES = (GLYPH * GLYPH) / 8;

/** Characters the atlas lacks (a name changed without rebuilding it): the test lists them. */
export const missingGlyphs = (text: string) => [...text].filter((c) => c.trim() && !glyphIndex.has(c));

const inked = (glyph: number, x: number, y: number) => {
  const bit = y * GLYPH + x;
  return ((glyphBits[glyph * GLYPH_BYTES + (bit >> 3)] ?? 0) >> (7 - (bit & 7))) & 1;
};

/** Shades between a background and a foreground colour: palette entries base … base + SHADES - 1. */
export const SHADES = 8;
export const blend = (from: readonly number[], to: readonly number[]) =>
  Array.from({ length: SHADES }, (_, i) => from.map((c, k) => Math.round(c + (((to[k] ?? 0) - c) * i) / (SHADES - 1))));

/** Latin letters and digits take 0.6 of a square, everything else a whole one. */
const narrow = (char: string) => /[\x20-\x7e]/.test(char);
const advance = (char: string, size: number) => Math.round(narrow(char) ? size * 0.6 : size);

/** The width `text` draws a line at, to centre it before drawing. */
export const textWidth = (line: string, size: number) => [...line].reduce((w, char) => w + advance(char, size), 0);

/** An indexed picture: a palette and one byte per pixel. */
export class Picture {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly palette: number[][],
  ) {
    this.pixels = new Uint8Array(width * height);
  }

  /** A rectangle, its corners rounded by `radius`: each row is one run of the colour. */
  fill(x0: number, y0: number, w: number, h: number, colour: number, radius = 0) {
    for (let y = y0; y < y0 + h; y++) {
      const dy = Math.max(y0 + radius - y, y - (y0 + h - 1 - radius), 0);
      const inset = radius - Math.floor(Math.sqrt(Math.max(0, radius * radius - dy * dy)));
      const start = y * this.width + x0 + (dy > 0 ? inset : 0);
      this.pixels.fill(colour, start, y * this.width + x0 + w - (dy > 0 ? inset : 0));
    }
  }

  /** One character `size` pixels square, antialiased by 2×2 samples into the shades from `shades`. */
  glyph(char: string, left: number, top: number, size: number, shades: number) {
    const glyph = glyphIndex.get(char);
    if (glyph === undefined) return;
    // The source row/column of each quarter-pixel sample, computed once per axis.
    const source = (i: number) => Math.min(GLYPH - 1, Math.floor((i * GLYPH) / (2 * size)));
    const samples = Array.from({ length: 2 * size }, (_, i) => source(i + 0.5));
    for (let y = 0; y < size; y++) {
      const py = top + y;
      if (py < 0 || py >= this.height) continue;
      const [r0 = 0, r1 = 0] = [samples[2 * y], samples[2 * y + 1]];
      for (let x = 0; x < size; x++) {
        const px = left + x;
        if (px < 0 || px >= this.width) continue;
        const [c0 = 0, c1 = 0] = [samples[2 * x], samples[2 * x + 1]];
        const hits = inked(glyph, c0, r0) + inked(glyph, c1, r0) + inked(glyph, c0, r1) + inked(glyph, c1, r1);
        if (hits > 0) this.pixels[py * this.width + px] = shades + Math.round((hits / 4) * (SHADES - 1));
      }
    }
  }

  /** A line of text from `left`; a narrow character is drawn from its square's middle. */
  text(line: string, left: number, top: number, size: number, shades: number) {
    let x = left;
    for (const char of line) {
      this.glyph(char, x - (narrow(char) ? Math.round(size * 0.2) : 0), top, size, shades);
      x += advance(char, size);
    }
    return x;
  }

  png(): Buffer {
    return encodeIndexedPng(this.width, this.height, this.palette, this.pixels);
  }
}

const LOGO_COLOURS = [
  [22, 93, 255],
  [0, 150, 136],
  [230, 97, 0],
  [124, 77, 255],
  [211, 47, 47],
  [0, 121, 107],
  [48, 63, 159],
];
const WHITE = [255, 255, 255];

/** A 240 px logo: the short name in white, two characters a line, on a rounded square of the company's colour. */
export function drawLogo(shortName: string, colourSeed: number): Buffer {
  const colour = LOGO_COLOURS[colourSeed % LOGO_COLOURS.length] ?? WHITE;
  const picture = new Picture(240, 240, [WHITE, ...blend(colour, WHITE)]);
  picture.fill(0, 0, 240, 240, 1, 36);
  const chars = [...shortName];
  const lines = chars.length <= 2 ? [chars] : [chars.slice(0, 2), chars.slice(2, 4)];
  const size = chars.length <= 2 ? 92 : 80;
  lines.forEach((line, row) => {
    const top = (240 - lines.length * size) / 2 + row * size;
    picture.text(line.join(''), (240 - line.length * size) / 2, top, size, 1);
  });
  return picture.png();
}

const PAPER = [253, 248, 238];
const INK = [48, 40, 36];
const SEAL = [196, 40, 40];

export interface LicenceFacts {
  companyName: string;
  socialCreditCode: string;
  legalRepresentative: string;
}

/** A licence-like sheet (640 × 448): red frame, title, name, code and representative, and a large 样例 across it. */
export function drawLicence(facts: LicenceFacts): Buffer {
  const palette = [PAPER, SEAL, ...blend(PAPER, INK), ...blend(PAPER, SEAL), ...blend(PAPER, [240, 196, 190])];
  const [ink, red, watermark] = [2, 2 + SHADES, 2 + 2 * SHADES];
  const picture = new Picture(640, 448, palette);
  picture.fill(12, 12, 616, 424, 1);
  picture.fill(18, 18, 604, 412, 0);
  picture.fill(26, 26, 588, 396, 1);
  picture.fill(29, 29, 582, 390, 0);
  picture.text('样例', 150, 110, 170, watermark);
  picture.text('营业执照', 208, 52, 56, red);
  const rows: [string, string][] = [
    ['名称', facts.companyName],
    ['统一社会信用代码', facts.socialCreditCode],
    ['法定代表人', facts.legalRepresentative],
  ];
  rows.forEach(([label, value], i) => {
    const top = 150 + i * 62;
    const after = picture.text(label, 64, top, 26, ink);
    picture.text(value, Math.max(after + 20, 220), top, 26, ink);
  });
  picture.text('演示数据，非真实证照', 64, 360, 20, red);
  return picture.png();
}
