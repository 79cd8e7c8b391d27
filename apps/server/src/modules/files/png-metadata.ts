import type { CleanImage } from './jpeg-metadata';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;
/** Where the IHDR chunk, always first and 13 bytes long, ends. */
const IHDR_END = SIGNATURE.length + CHUNK_OVERHEAD + 13;

/**
 * Ancillary chunks that change how the picture is drawn (transparency, colour, pixel size,
 * animation). Every other ancillary chunk is dropped: text (tEXt, zTXt, iTXt, which also carries
 * XMP), eXIf with its GPS position, tIME, and private ones.
 */
const RENDERING_CHUNKS = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);
/** Critical chunks (upper-case first letter) are always kept: a decoder needs them or must fail. */
const isKept = (type: string) => /^[A-Z]/.test(type) || RENDERING_CHUNKS.has(type);

/**
 * A PNG reduced to its picture: metadata chunks dropped and anything after IEND cut (a cropping
 * tool that rewrote a file in place left the uncropped picture there: aCropalypse). Returns the
 * input itself when there was nothing to remove, and null when the chunks do not hold together
 * or IHDR is not first.
 */
export function cleanPng(png: Buffer): CleanImage | null {
  if (png.length < IHDR_END || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return null;
  if (png.toString('latin1', 12, 16) !== 'IHDR' || png.readUInt32BE(8) !== 13) return null;
  const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  const kept: Buffer[] = [png.subarray(0, SIGNATURE.length)];
  let pos = SIGNATURE.length;
  let dropped = false;
  for (;;) {
    if (pos + CHUNK_OVERHEAD > png.length) return null;
    const end = pos + CHUNK_OVERHEAD + png.readUInt32BE(pos);
    if (end > png.length) return null;
    const type = png.toString('latin1', pos + 4, pos + 8);
    if (isKept(type)) kept.push(png.subarray(pos, end));
    else dropped = true;
    pos = end;
    if (type === 'IEND') break;
  }
  return { bytes: dropped || pos < png.length ? Buffer.concat(kept) : png, ...size };
}
