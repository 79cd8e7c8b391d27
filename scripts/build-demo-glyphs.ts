// Rasterises the characters the demo images need (company short and full names, legal
// representatives, the licence's labels, the case, course and solution covers, digits and capitals) into
// 1-bit bitmaps with Debian's Chromium and Noto Sans CJK, so that seeding draws them without any
// font on the machine.
// Run after changing the demo province or the covers: `node --import tsx scripts/build-demo-glyphs.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_CASES } from '../apps/server/src/modules/content/demo/cases.data';
import { DEMO_COURSES } from '../apps/server/src/modules/content/demo/courses.data';
import { COVER_MARK } from '../apps/server/src/modules/content/demo/demo-covers';
import { LICENCE_LABELS } from '../apps/server/src/modules/demo/demo-images';
import { DEMO_COMPANIES } from '../apps/server/src/modules/demo/demo-province';
import { DEMO_SOLUTIONS } from '../apps/server/src/modules/solutions/demo/solutions.data';

const SIZE = 48;
const OUT = path.resolve(import.meta.dirname, '../apps/server/src/modules/demo/demo-glyphs.json');

const text = [
  ...DEMO_COMPANIES.flatMap((c) => [c.shortName, c.companyName, c.legalRepresentative, c.socialCreditCode]),
  ...LICENCE_LABELS,
  ...[...DEMO_CASES, ...DEMO_COURSES].map((item) => item.cover.text),
  ...DEMO_SOLUTIONS.flatMap((item) => item.images.map((image) => image.text)),
  COVER_MARK,
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
].join('');
const chars = [...new Set([...text].filter((c) => c.trim()))].sort().join('');

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
const bitmap: string = await page.evaluate(
  ({ chars, size }) => {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const bytes: number[] = [];
    for (const char of chars) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, size, size);
      ctx.fillStyle = '#000';
      ctx.font = `bold ${Math.round(size * 0.9)}px "Noto Sans CJK SC", "Noto Sans CJK", sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(char, size / 2, size / 2 + size * 0.04);
      const { data } = ctx.getImageData(0, 0, size, size);
      for (let i = 0; i < size * size; i += 8) {
        let byte = 0;
        for (let bit = 0; bit < 8; bit++) if ((data[(i + bit) * 4] ?? 255) < 128) byte |= 0x80 >> bit;
        bytes.push(byte);
      }
    }
    return btoa(String.fromCharCode(...bytes));
  },
  { chars, size: SIZE },
);
await browser.close();
fs.writeFileSync(OUT, `${JSON.stringify({ size: SIZE, chars, bitmap }, null, 2)}\n`);
console.log(`${chars.length} glyphs of ${SIZE}px → ${path.relative(process.cwd(), OUT)}`);
