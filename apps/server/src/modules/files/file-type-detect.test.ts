import { describe, expect, it } from 'vitest';
import { detectFileType, hasEmbeddedMarkup } from './file-type-detect';
import { htmlBytes, jpegPolyglot, pngPolyglot, svgBytes } from './test/hostile-samples';
import { jpegBytes, mp4Bytes, pdfBytes, pngBytes, webmBytes } from './test/sample-files';

describe('detectFileType', () => {
  it.each([
    ['jpg', jpegBytes()],
    ['png', pngBytes()],
    ['pdf', pdfBytes()],
    ['mp4', mp4Bytes()],
    ['webm', webmBytes()],
  ])('recognises %s from its leading bytes', (type, bytes) => {
    expect(detectFileType(bytes.subarray(0, 64))).toBe(type);
  });

  it.each([
    ['SVG', svgBytes()],
    ['HTML', htmlBytes()],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['ZIP', Buffer.from('PK\x03\x04rest', 'latin1')],
    ['HEIC (ftyp of a still image)', mp4Bytes('heic')],
    ['AVIF', mp4Bytes('avif')],
    ['Matroska (EBML, not WebM)', webmBytes('matroska')],
    ['a truncated PNG signature', pngBytes().subarray(0, 5)],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectFileType(bytes.subarray(0, 64))).toBeNull();
  });
});

describe('hasEmbeddedMarkup', () => {
  it('finds HTML and SVG documents hidden in real images, in any letter case', () => {
    expect(hasEmbeddedMarkup(pngPolyglot())).toBe(true);
    expect(hasEmbeddedMarkup(jpegPolyglot())).toBe(true);
    expect(hasEmbeddedMarkup(Buffer.from('\x89PNG...<ScRiPt src=x>', 'latin1'))).toBe(true);
  });

  it('passes clean images and text that only looks similar', () => {
    expect(hasEmbeddedMarkup(pngBytes())).toBe(false);
    expect(hasEmbeddedMarkup(jpegBytes())).toBe(false);
    expect(hasEmbeddedMarkup(Buffer.from('<svgfoo <htmlx <scripts', 'latin1'))).toBe(false);
  });
});
