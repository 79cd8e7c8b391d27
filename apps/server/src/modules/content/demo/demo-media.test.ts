import { describe, expect, it } from 'vitest';
import { missingGlyphs } from '../../demo/demo-images';
import { DEMO_CASES } from './cases.data';
import { DEMO_COURSES } from './courses.data';
import { COVER_MARK, drawCover } from './demo-covers';
import { DEMO_VIDEOS, demoDocuments, demoVideo, documentPdf, videoCase, videoGuides } from './demo-media';
import { DEMO_GUIDES } from './guides.data';
import { DEMO_NEWS } from './news.data';
import { DEMO_STANDARDS } from './standards.data';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const covers = [...DEMO_CASES, ...DEMO_COURSES].map((item) => item.cover);

describe('demo content media (issue 12)', () => {
  it('has a glyph for every character the covers draw', () => {
    expect(missingGlyphs([...covers.map((cover) => cover.text), COVER_MARK].join(''))).toEqual([]);
  });

  it('draws every cover as a 640 × 360 PNG, different covers differently', () => {
    const pngs = covers.map((cover, i) => drawCover(cover, i));
    for (const png of pngs) {
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(png.subarray(12, 16).toString()).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([640, 360]);
      expect(png.length).toBeLessThan(40_000);
    }
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(pngs.length);
  });

  it('has the built PDF of every document of the news and standards', () => {
    const documents = demoDocuments(DEMO_NEWS, DEMO_STANDARDS);
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) expect(documentPdf(doc).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has the three guide videos and the case video as WebM', () => {
    expect(videoGuides(DEMO_GUIDES)).toHaveLength(3);
    expect(videoCase(DEMO_CASES)).toBeDefined();
    for (const name of DEMO_VIDEOS) expect(demoVideo(name).subarray(0, 4)).toEqual(EBML_MAGIC);
  });

  it('names the build script when a document has no PDF', () => {
    expect(() => documentPdf({ fileName: '不存在.pdf', heading: '不存在', paragraphs: [] })).toThrow(
      /build-demo-media\.ts/,
    );
  });
});
