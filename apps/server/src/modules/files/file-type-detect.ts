import type { FileType } from '@dtmm/shared';

/** How many leading bytes `detectFileType` needs to see. */
export const HEAD_BYTES = 64;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = ascii('%PDF-');
const FTYP = ascii('ftyp');
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const WEBM_DOCTYPE = Buffer.from('webm', 'latin1');
/** ISO-BMFF brands of still images (HEIF/HEIC/AVIF): an `ftyp` box, but not a video. */
const IMAGE_BRANDS = new Set(['mif1', 'msf1', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'avif', 'avis']);

/**
 * The real type of a file from its leading bytes; the name and the declared mimetype are never
 * trusted. Null for anything the platform does not accept (SVG, HTML, GIF, archives, ...).
 */
export function detectFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, JPEG)) return 'jpg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, FTYP, 4)) {
    const brand = Buffer.from(head.subarray(8, 12)).toString('latin1');
    return IMAGE_BRANDS.has(brand) ? null : 'mp4';
  }
  // EBML is shared by Matroska and WebM; the DocType element in the header tells them apart.
  if (startsWith(head, EBML) && Buffer.from(head).includes(WEBM_DOCTYPE)) return 'webm';
  return null;
}

/** Markup a browser could run if it ever treated the bytes as HTML/SVG. */
const MARKUP = /<(?:script|html|svg)[\s/>]/;

/**
 * True when image bytes also carry an HTML/SVG document (a polyglot). Case-insensitive, and the
 * tag name must end like a tag, which keeps false alarms on compressed pixel data negligible.
 */
export function hasEmbeddedMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase());
}
