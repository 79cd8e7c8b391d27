import { deflateSync } from 'node:zlib';
import { latin1 } from './hostile-case';
import { exifWithGps, jpegBytes, jpegSegment, jpegWithGps, pngBytes, pngChunk } from './sample-files';

/** Hostile files made in code: polyglots, bombs, foreign formats and metadata in odd places. */

export const SCRIPT = '<html><script>alert(document.domain)</script></html>';

/** `png` with extra chunks just before its IEND. */
export function pngWithChunks(...chunks: Buffer[]): Buffer {
  const png = pngBytes();
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), ...chunks, png.subarray(iend)]);
}

export const textChunk = (text: string) => pngChunk('tEXt', latin1(`Comment\0${text}`));
/** iTXt, uncompressed: keyword, flag 0, method 0, empty language and translated keyword. */
export const itxtChunk = (text: string) => pngChunk('iTXt', Buffer.from(`Comment\0\0\0\0\0${text}`, 'utf8'));
/** zTXt: the text deflated, so no byte scan can see it. */
export const ztxtChunk = (text: string) =>
  pngChunk('zTXt', Buffer.concat([latin1('Comment\0\0'), deflateSync(latin1(text))]));
/** eXIf: a PNG's Exif block (TIFF header onwards), here with a GPS position. */
export const exifChunk = () => pngChunk('eXIf', exifWithGps(1).subarray(6));

/** A JPEG with `text` in a comment (COM) segment. */
export function jpegWithComment(text: string): Buffer {
  const jpeg = jpegBytes();
  return Buffer.concat([jpeg.subarray(0, 2), jpegSegment(0xfe, latin1(text)), jpeg.subarray(2)]);
}

/** A JPEG followed by more bytes after its EOI. */
export const jpegWithTrailer = (trailer: Buffer) => Buffer.concat([jpegBytes(), trailer]);

/** Photoshop's APP13: an image resource block (8BIM) carrying Exif (1058) with a GPS position. */
export function jpegWithPhotoshopExif(): Buffer {
  const exif = exifWithGps(1).subarray(6);
  const resource = Buffer.alloc(12);
  resource.write('8BIM', 0, 'latin1');
  resource.writeUInt16BE(0x0422, 4); // Exif data
  resource.writeUInt16BE(0, 6); // empty name, padded to even
  resource.writeUInt32BE(exif.length, 8);
  const app13 = Buffer.concat([latin1('Photoshop 3.0\0'), resource, exif]);
  const jpeg = jpegBytes();
  return Buffer.concat([jpeg.subarray(0, 2), jpegSegment(0xed, app13), jpeg.subarray(2)]);
}

/**
 * A phone's multi-picture JPEG: an MPF index (APP2) and, after the EOI, a second JPEG that still
 * carries Exif with a GPS position and an XMP packet.
 */
export function jpegWithMpfTrailer(): Buffer {
  const jpeg = jpegBytes();
  const mpf = jpegSegment(0xe2, Buffer.concat([latin1('MPF\0MM\0*\0\0\0\x08'), Buffer.alloc(16)]));
  return Buffer.concat([jpeg.subarray(0, 2), mpf, jpeg.subarray(2), jpegWithGps(1)]);
}

/** Formats the platform does not take, each with its real leading bytes. */
export const foreignImages = {
  gif: () => Buffer.concat([latin1('GIF89a\x01\0\x01\0\0\0\0'), latin1(',\0\0\0\0\x01\0\x01\0\0\x02\x02D\x01\0;')]),
  webp: () => Buffer.concat([latin1('RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0/\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0')]),
  bmp: () => {
    const bmp = Buffer.alloc(58);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(58, 2);
    bmp.writeUInt32LE(54, 10); // pixel data offset
    bmp.writeUInt32LE(40, 14); // BITMAPINFOHEADER
    bmp.writeInt32LE(1, 18);
    bmp.writeInt32LE(1, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    return bmp;
  },
  tiff: () => Buffer.concat([latin1('II*\0\x08\0\0\0'), Buffer.alloc(16)]),
  heic: () => Buffer.concat([Buffer.from([0, 0, 0, 24]), latin1('ftypheic\0\0\0\0mif1heic')]),
};

export const svgBytes = () =>
  latin1('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>');
export const htmlBytes = () => latin1(`<!doctype html>${SCRIPT}`);

/** A real PNG with an HTML document in a text chunk: valid image, and a page if sniffed. */
export const pngPolyglot = () => pngWithChunks(textChunk(SCRIPT));
/** A real JPEG with an SVG document in a comment segment. */
export const jpegPolyglot = () => jpegWithComment('<SVG onload=alert(1)>');

/** Bytes a browser would sniff as a page or a script when served without nosniff. */
export const markupFiles = {
  svg: svgBytes,
  html: htmlBytes,
  xhtml: () =>
    latin1(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>`),
  javascript: () => latin1('alert(document.cookie)//'),
  /** Leading whitespace is how sniffers are often fooled into HTML. */
  paddedHtml: () => latin1(`\n\n   ${SCRIPT}`),
};
