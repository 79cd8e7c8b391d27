const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP1 = 0xe1;
const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');
const ORIENTATION_TAG = 0x0112;

/** Markers without a length field: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/**
 * Removes every APP1 segment (Exif with its GPS position, camera serials and dates; XMP) from a
 * JPEG. A photo taken sideways keeps its Exif orientation in a new, minimal APP1 that holds
 * nothing else, so it still shows upright. Returns the input itself when there was nothing to
 * remove, and null when the bytes are not a well-formed JPEG up to the image data.
 */
export function stripJpegMetadata(jpeg: Buffer): Buffer | null {
  if (jpeg[0] !== MARKER || jpeg[1] !== SOI) return null;
  const kept: Buffer[] = [jpeg.subarray(0, 2)];
  let firstApp1At: number | undefined;
  let orientation: number | undefined;
  let pos = 2;
  for (;;) {
    if (jpeg[pos] !== MARKER) return null;
    let markerAt = pos;
    while (jpeg[markerAt + 1] === MARKER) markerAt++; // fill bytes
    const marker = jpeg[markerAt + 1];
    if (marker === undefined || marker === EOI) return null; // no image data
    if (isStandalone(marker)) {
      kept.push(jpeg.subarray(pos, markerAt + 2));
      pos = markerAt + 2;
      continue;
    }
    if (markerAt + 4 > jpeg.length) return null;
    const end = markerAt + 2 + jpeg.readUInt16BE(markerAt + 2);
    if (end > jpeg.length || end < markerAt + 4) return null;
    if (marker === SOS) {
      kept.push(jpeg.subarray(pos)); // the image data and whatever follows are kept as they are
      break;
    }
    if (marker === APP1) {
      firstApp1At ??= kept.length;
      orientation ??= exifOrientation(jpeg.subarray(markerAt + 4, end));
    } else {
      kept.push(jpeg.subarray(pos, end));
    }
    pos = end;
  }
  if (firstApp1At === undefined) return jpeg;
  if (orientation !== undefined && orientation !== 1) kept.splice(firstApp1At, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}

/** The Orientation (1-8) in IFD0 of an Exif APP1 payload, if it has a valid one. */
export function exifOrientation(payload: Buffer): number | undefined {
  if (payload.length < 14 || !payload.subarray(0, 6).equals(EXIF_HEADER)) return undefined;
  const tiff = payload.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return undefined;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    const value = u16(entry + 8);
    return u16(entry + 2) === 3 && value >= 1 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** An APP1 segment with a big-endian Exif IFD0 of one entry: Orientation (SHORT). */
export function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  EXIF_HEADER.copy(segment, 4);
  segment.write('MM', 10, 'latin1');
  segment.writeUInt16BE(42, 12);
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(ORIENTATION_TAG, 20);
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24); // count
  segment.writeUInt16BE(orientation, 28); // value, left-justified in the 4-byte field
  segment.writeUInt32BE(0, 32); // no next IFD
  return segment;
}
