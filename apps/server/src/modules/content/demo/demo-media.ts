import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../../paths';
import type { DemoCase, DemoDocument, DemoGuide, DemoNews, DemoStandard } from './demo-content.types';

const MEDIA_DIR = path.join(SERVER_ROOT, 'src/modules/content/demo/media');

/**
 * The demo content's PDFs and videos. Unlike the covers they need a browser to make (selectable CJK
 * text, VP8), so scripts/build-demo-media.ts renders them once with Chromium into ./media, which is
 * committed; the seed reads them from there and stores them as uploaded files.
 */
const BUILD_COMMAND = 'node --import tsx scripts/build-demo-media.ts';

export const DEMO_VIDEOS = ['guide-1', 'guide-2', 'guide-3', 'case'] as const;
export type DemoVideo = (typeof DEMO_VIDEOS)[number];

/** A document's PDF is named by a hash of its name and heading: stable across rebuilds, unique per document. */
export function documentMediaName(doc: DemoDocument): string {
  const hash = createHash('sha256').update(`${doc.fileName}\n${doc.heading}`).digest('hex');
  return `doc-${hash.slice(0, 10)}.pdf`;
}

export const videoMediaName = (name: DemoVideo) => `${name}.webm`;

/** Every document of the news (its PDF and attachments) and the standards, each once. */
export function demoDocuments(news: readonly DemoNews[], standards: readonly DemoStandard[]): DemoDocument[] {
  const all = [
    ...news.flatMap((item) => [item.pdf, ...(item.attachments ?? [])]),
    ...standards.map((item) => item.pdf),
  ];
  const byName = new Map<string, DemoDocument>();
  for (const doc of all) if (doc) byName.set(documentMediaName(doc), doc);
  return [...byName.values()];
}

const GUIDE_VIDEOS = ['guide-1', 'guide-2', 'guide-3'] as const satisfies DemoVideo[];

/** The guides with a tutorial video, in order, each with its video: the nth of them plays guide-n. */
export function videoGuides(guides: readonly DemoGuide[]): { video: DemoVideo; guide: DemoGuide }[] {
  const withVideo = guides.filter((guide) => guide.hasVideo);
  return GUIDE_VIDEOS.flatMap((video, i) => {
    const guide = withVideo[i];
    return guide ? [{ video, guide }] : [];
  });
}

/** The case that plays the case video. */
export const videoCase = (cases: readonly DemoCase[]) => cases.find((item) => item.hasVideo);

function readMedia(file: string, what: string): Buffer {
  try {
    return fs.readFileSync(path.join(MEDIA_DIR, file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `Demo media ${file} (${what}) is missing: run \`${BUILD_COMMAND}\` after changing the demo content`,
    );
  }
}

export const documentPdf = (doc: DemoDocument) =>
  readMedia(documentMediaName(doc), `the PDF of ${doc.fileName} “${doc.heading}”`);

export const demoVideo = (name: DemoVideo) => readMedia(videoMediaName(name), `the ${name} video`);
