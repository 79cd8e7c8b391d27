// Renders the demo content's PDFs (one per document of the news and standards) and its tutorial
// and case videos with Debian's Chromium and Noto Sans CJK into content/demo/media, with a
// manifest.json; the seed stores them as uploaded files. A file whose source is unchanged since the
// last build is kept as it is (videos never record the same bytes twice); `--force` rebuilds all.
// Run after changing the demo content: `node --import tsx scripts/build-demo-media.ts`.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { DEMO_CASES } from '../apps/server/src/modules/content/demo/cases.data';
import type { DemoDocument } from '../apps/server/src/modules/content/demo/demo-content.types';
import {
  type DemoVideo,
  demoDocuments,
  documentMediaName,
  videoCase,
  videoGuides,
  videoMediaName,
} from '../apps/server/src/modules/content/demo/demo-media';
import { DEMO_GUIDES } from '../apps/server/src/modules/content/demo/guides.data';
import { DEMO_NEWS } from '../apps/server/src/modules/content/demo/news.data';
import { DEMO_STANDARDS } from '../apps/server/src/modules/content/demo/standards.data';

const OUT = path.resolve(import.meta.dirname, '../apps/server/src/modules/content/demo/media');
const MANIFEST = path.join(OUT, 'manifest.json');
/**
 * Chromium (Skia) cannot embed CFF outlines such as Noto Sans CJK's: it writes each glyph into a
 * Type 3 font, selectable but some 150–220 KB a page. WenQuanYi Micro Hei is TrueType and embeds as
 * a subset, about 30 KB a page, so the PDFs use it (`apt-get install -y fonts-wqy-microhei` before
 * a rebuild); the videos are pixels, drawn in Noto Sans CJK.
 */
const PDF_FONT = '"WenQuanYi Micro Hei", sans-serif';
const VIDEO_FONT = '"Noto Sans CJK SC", "Noto Sans CJK", sans-serif';
const FOOTER = '企业数字化转型服务平台 · 演示数据';
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const force = process.argv.includes('--force');

type Source = { fileName: string; heading: string } | { video: DemoVideo; title: string };
interface Entry {
  file: string;
  source: Source;
  bytes: number;
  /** A hash of everything the file is rendered from: the next build keeps the file while it matches. */
  digest: string;
}
/** One file to make: its name, where it comes from, what it is rendered from, and how. */
interface Job {
  file: string;
  source: Source;
  /** Everything that decides the bytes: the page's HTML, or the scene and the recording code. */
  input: unknown;
  render: (page: Page) => Promise<Buffer>;
}

const digestOf = (input: unknown) => createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 16);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
/** The plain text of rich text up to its first comma, full stop, semicolon or colon. */
const firstClause = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .split(/[，。；：]/)[0]
    ?.trim() ?? '';
/**
 * A guide's steps for its video: the items of its numbered lists, each cut to its first clause
 * (“点击“注册”，或……” → “点击“注册””) so that a line fits the frame, five at most.
 */
const guideSteps = (html: string) =>
  [...html.matchAll(/<ol[^>]*>([\s\S]*?)<\/ol>/g)]
    .flatMap((list) => [...(list[1] ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)])
    .map((item) => firstClause(item[1] ?? ''))
    .filter(Boolean)
    .slice(0, 5);

function documentHtml(doc: DemoDocument) {
  const paragraphs = doc.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 24mm 22mm 22mm; }
    body { font-family: ${PDF_FONT}; font-size: 11pt; line-height: 1.8; color: #222; margin: 0; }
    /* One weight only: Chromium writes Noto Sans CJK (CFF outlines) as Type 3 fonts, a set per weight. */
    h1 { font-size: 18pt; font-weight: normal; line-height: 1.4; text-align: center; text-wrap: balance; margin: 0 0 6pt; }
    .note { text-align: center; color: #777; font-size: 10pt; margin: 0 0 20pt; }
    p { text-indent: 2em; margin: 0 0 8pt; text-align: justify; }
  </style></head><body><h1>${escapeHtml(doc.heading)}</h1><p class="note">（平台演示文件）</p>${paragraphs}</body></html>`;
}

/** The number of pages: each page is one `/Type /Page` object (Skia writes no object streams). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

async function renderPdf(page: Page, doc: DemoDocument) {
  await page.setContent(documentHtml(doc));
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: `<div style="width:100%;text-align:center;font-size:8pt;color:#999;font-family:${PDF_FONT.replaceAll('"', "'")}">${FOOTER}</div>`,
  });
  const pages = pageCount(pdf);
  if (pages < 1 || pages > 2)
    throw new Error(`${doc.fileName} “${doc.heading}” renders ${pages} pages: shorten it to two`);
  return pdf;
}

/** What a video shows: the guide's steps appearing one by one, or the case's bars before and after. */
type Steps = { kind: 'steps'; title: string; steps: string[]; seconds: number };
type Bars = { kind: 'bars'; title: string; bars: { label: string; before: number; after: number }[]; seconds: number };
type Scene = Steps | Bars;

// From here to recordScene, the code runs in the page: renderVideo defines it there from its source.
const [WIDTH, HEIGHT, BLUE, INK, GREY, GREEN] = [640, 360, '#1d4fd8', '#1f2937', '#9ca3af', '#16a34a'];

/** Eases in from 0 to 1 as `t` goes from 0 to 1, and stays there. */
function ease(t: number) {
  return 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
}

/** The text, cut with an ellipsis to fit `max` pixels. */
function ellipsize(ctx: CanvasRenderingContext2D, text: string, max: number) {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Each step slides in after the last: a numbered disc and its text. */
function drawSteps(ctx: CanvasRenderingContext2D, scene: Steps, t: number, font: string) {
  const interval = (scene.seconds - 1.2) / scene.steps.length;
  scene.steps.forEach((step, i) => {
    const shown = ease((t - 0.6 - i * interval) / 0.5);
    if (shown <= 0) return;
    const [x, y] = [48 - (1 - shown) * 20, 100 + i * 50];
    ctx.globalAlpha = shown;
    ctx.fillStyle = BLUE;
    ctx.beginPath();
    ctx.arc(x, y, 15, 0, 2 * Math.PI);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.font = `bold 16px ${font}`;
    ctx.textAlign = 'center';
    ctx.fillText(String(i + 1), x, y + 1);
    ctx.textAlign = 'left';
    ctx.fillStyle = INK;
    ctx.font = `18px ${font}`;
    ctx.fillText(ellipsize(ctx, step, WIDTH - 120), x + 30, y + 1);
    ctx.globalAlpha = 1;
  });
}

/** A legend, then a grey and a green bar per measure, growing together. */
function drawBars(ctx: CanvasRenderingContext2D, scene: Bars, t: number, font: string) {
  const grow = ease((t - 0.8) / 2.5) * 440;
  ctx.font = `15px ${font}`;
  const legend = (label: string, colour: string, x: number) => {
    ctx.fillStyle = colour;
    ctx.fillRect(x, 90, 12, 12);
    ctx.fillStyle = '#4b5563';
    ctx.fillText(label, x + 20, 96);
  };
  legend('改造前', GREY, 150);
  legend('改造后', GREEN, 270);
  scene.bars.forEach((bar, i) => {
    const y = 134 + i * 66;
    ctx.fillStyle = INK;
    ctx.font = `16px ${font}`;
    ctx.fillText(bar.label, 28, y + 17);
    ctx.fillStyle = GREY;
    ctx.fillRect(150, y, (bar.before / 100) * grow, 14);
    ctx.fillStyle = GREEN;
    ctx.fillRect(150, y + 20, (bar.after / 100) * grow, 14);
  });
  ctx.fillStyle = GREY;
  ctx.font = `12px ${font}`;
  ctx.fillText('数据为演示示意', WIDTH - 110, HEIGHT - 18);
}

/** One frame at `t` seconds: the title bar, the scene, and a progress line at the bottom. */
function drawFrame(ctx: CanvasRenderingContext2D, scene: Scene, t: number, font: string) {
  ctx.fillStyle = '#f5f7fb';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = BLUE;
  ctx.fillRect(0, 0, WIDTH, 64);
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#fff';
  ctx.font = `bold 24px ${font}`;
  ctx.fillText(ellipsize(ctx, scene.title, WIDTH - 120), 28, 33);
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.font = `13px ${font}`;
  ctx.fillText('演示', WIDTH - 54, 33);
  if (scene.kind === 'steps') drawSteps(ctx, scene, t, font);
  else drawBars(ctx, scene, t, font);
  ctx.fillStyle = BLUE;
  ctx.fillRect(0, HEIGHT - 4, (WIDTH * Math.min(t, scene.seconds)) / scene.seconds, 4);
}

/**
 * Animates the scene on a canvas, records it with MediaRecorder (VP8 at a low bitrate: the
 * pictures are flat) and returns the WebM in base64, the way out of the page.
 */
async function recordScene({ scene, font }: { scene: Scene; font: string }): Promise<string> {
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [WIDTH, HEIGHT];
  document.body.append(canvas);
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
  await document.fonts.load(`bold 24px ${font}`);
  const recorder = new MediaRecorder(canvas.captureStream(25), {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 200_000,
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start();
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      drawFrame(ctx, scene, t, font);
      if (t < scene.seconds) requestAnimationFrame(tick);
      else resolve();
    };
    tick();
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The page side's source: its constants, and its functions as the JavaScript tsx compiled them to. */
const PAGE_SCRIPT = [
  // tsx compiles with esbuild's keepNames, which wraps functions in __name(): a no-op there.
  'globalThis.__name = (fn) => fn;',
  `const [WIDTH, HEIGHT, BLUE, INK, GREY, GREEN] = ${JSON.stringify([WIDTH, HEIGHT, BLUE, INK, GREY, GREEN])};`,
  ...[ease, ellipsize, drawSteps, drawBars, drawFrame].map(String),
].join('\n');

async function renderVideo(page: Page, scene: Scene) {
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  await page.addScriptTag({ content: PAGE_SCRIPT });
  const video = Buffer.from(await page.evaluate(recordScene, { scene, font: VIDEO_FONT }), 'base64');
  if (!video.subarray(0, 4).equals(EBML)) throw new Error(`“${scene.title}” did not record as WebM`);
  return video;
}

function documentJobs(): Job[] {
  return demoDocuments(DEMO_NEWS, DEMO_STANDARDS).map((doc) => ({
    file: documentMediaName(doc),
    source: { fileName: doc.fileName, heading: doc.heading },
    input: { html: documentHtml(doc), footer: FOOTER },
    render: (page) => renderPdf(page, doc),
  }));
}

/** Illustrative before/after values: the case video says they are 示意. */
const CASE_BARS = [
  { label: '生产效率', before: 55, after: 82 },
  { label: '设备利用率', before: 61, after: 88 },
  { label: '产品合格率', before: 72, after: 96 },
];

function videoJobs(): Job[] {
  const guides = videoGuides(DEMO_GUIDES);
  const showcase = videoCase(DEMO_CASES);
  if (guides.length < 3 || !showcase) throw new Error('The demo content needs three guides and a case with hasVideo');
  const scenes: [DemoVideo, Scene][] = [
    ...guides.map(({ video, guide }): [DemoVideo, Scene] => [
      video,
      { kind: 'steps', title: guide.title, steps: guideSteps(guide.content), seconds: 6 },
    ]),
    ['case', { kind: 'bars', title: showcase.caseTitle, bars: CASE_BARS, seconds: 5 }],
  ];
  return scenes.map(([video, scene]) => ({
    file: videoMediaName(video),
    source: { video, title: scene.title },
    input: { scene, page: PAGE_SCRIPT, recorder: String(recordScene) },
    render: (page) => renderVideo(page, scene),
  }));
}

function previousEntries(): Map<string, Entry> {
  if (!fs.existsSync(MANIFEST)) return new Map();
  const { files } = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { files: Entry[] };
  return new Map(files.map((entry) => [entry.file, entry]));
}

/** Renders the file unless the last build made it from the same input; returns its manifest entry. */
async function build(browser: Browser, job: Job, previous: Map<string, Entry>): Promise<Entry> {
  const target = path.join(OUT, job.file);
  const digest = digestOf(job.input);
  if (!force && previous.get(job.file)?.digest === digest && fs.existsSync(target)) {
    return { file: job.file, source: job.source, bytes: fs.statSync(target).size, digest };
  }
  const page = await browser.newPage();
  try {
    const bytes = await job.render(page);
    fs.writeFileSync(target, bytes);
    console.log(`${job.file}  ${(bytes.length / 1024).toFixed(1)} KB`);
    return { file: job.file, source: job.source, bytes: bytes.length, digest };
  } finally {
    await page.close();
  }
}

/** Deletes what an earlier build wrote for content that is gone. */
function removeStale(entries: Entry[]) {
  const keep = new Set([...entries.map((entry) => entry.file), path.basename(MANIFEST)]);
  for (const file of fs.readdirSync(OUT)) {
    if (keep.has(file)) continue;
    fs.rmSync(path.join(OUT, file));
    console.log(`removed ${file}`);
  }
}

// Without the font Chromium falls back to Noto and the PDFs grow sevenfold: refuse rather than bloat.
if (!execFileSync('fc-list', [':family'], { encoding: 'utf8' }).includes('WenQuanYi Micro Hei')) {
  throw new Error('The PDFs need WenQuanYi Micro Hei: apt-get install -y fonts-wqy-microhei');
}
fs.mkdirSync(OUT, { recursive: true });
const previous = previousEntries();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const entries: Entry[] = [];
try {
  for (const job of [...documentJobs(), ...videoJobs()]) entries.push(await build(browser, job, previous));
} finally {
  await browser.close();
}
removeStale(entries);
fs.writeFileSync(MANIFEST, `${JSON.stringify({ files: entries }, null, 2)}\n`);
const total = entries.reduce((sum, entry) => sum + entry.bytes, 0);
console.log(`${entries.length} files, ${(total / 1024).toFixed(0)} KB → ${path.relative(process.cwd(), OUT)}`);
