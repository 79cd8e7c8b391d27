import { exifOrientation, orientationSegment } from './exif-orientation';

const MARKER = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

/** Markers without a length field: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Start-of-frame markers of every coding process; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** One marker segment before the image data; `start` includes fill bytes, `body` follows the length. */
interface Segment {
  marker: number;
  start: number;
  body: number;
  end: number;
}

/** The image without its metadata, and the size its frame header declares. */
export interface CleanImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Keeps what a decoder needs to draw the picture in its colours: JFIF, the ICC profile, Adobe's
 * colour transform, and the tables. Drops every other APPn and comment: Exif (GPS, serials),
 * XMP, Photoshop's resources (which can hold Exif and XMP again), MPF indexes, maker blocks.
 */
function isKept(jpeg: Buffer, segment: Segment): boolean {
  const { marker, body, end } = segment;
  const payloadStarts = (text: string) => jpeg.toString('latin1', body, Math.min(end, body + text.length)) === text;
  if (marker === APP0) return true;
  if (marker === APP2) return payloadStarts('ICC_PROFILE\0');
  if (marker === APP14) return payloadStarts('Adobe');
  return !(marker >= APP0 && marker <= APP15) && marker !== COM;
}

/** The segments from SOI up to the first SOS, which is included; null when they do not hold together. */
function headerSegments(jpeg: Buffer): Segment[] | null {
  const segments: Segment[] = [];
  let pos = 2;
  for (;;) {
    if (jpeg[pos] !== MARKER) return null;
    let markerAt = pos;
    while (jpeg[markerAt + 1] === MARKER) markerAt++; // fill bytes
    const marker = jpeg[markerAt + 1];
    if (marker === undefined || marker === EOI || marker === SOI) return null; // no image data
    if (isStandalone(marker)) {
      segments.push({ marker, start: pos, body: markerAt + 2, end: markerAt + 2 });
    } else {
      if (markerAt + 4 > jpeg.length) return null;
      const end = markerAt + 2 + jpeg.readUInt16BE(markerAt + 2);
      if (end > jpeg.length || end < markerAt + 4) return null;
      segments.push({ marker, start: pos, body: markerAt + 4, end });
    }
    pos = segments.at(-1)?.end ?? pos;
    if (marker === SOS) return segments;
  }
}

/**
 * Where the image ends: just past the EOI that follows the scans. Scan data never holds a bare
 * 0xFF (it is stuffed as FF 00); tables between progressive scans are skipped by their length.
 * Null without an EOI, or when a second image starts inside.
 */
function imageEnd(jpeg: Buffer, from: number): number | null {
  let pos = jpeg.indexOf(MARKER, from);
  while (pos >= 0 && pos + 1 < jpeg.length) {
    const next = jpeg[pos + 1] ?? 0;
    if (next === EOI) return pos + 2;
    if (next === MARKER) pos += 1;
    else if (next === 0 || isStandalone(next)) pos += 2;
    else if (next === SOI || pos + 4 > jpeg.length) return null;
    else pos += 2 + Math.max(2, jpeg.readUInt16BE(pos + 2));
    pos = jpeg.indexOf(MARKER, pos);
  }
  return null;
}

/**
 * A JPEG reduced to its picture: metadata segments dropped (see `isKept`) and anything after the
 * EOI cut (phones append further images, depth maps and videos there, each with its own Exif and
 * GPS). A photo taken sideways keeps its Exif orientation in a new, minimal APP1 that holds
 * nothing else. Returns the input itself when there was nothing to remove, and null when the
 * bytes are not a well-formed JPEG with a frame header, image data and an end.
 */
export function cleanJpeg(jpeg: Buffer): CleanImage | null {
  if (jpeg[0] !== MARKER || jpeg[1] !== SOI) return null;
  const segments = headerSegments(jpeg);
  const frame = segments?.find((segment) => isFrame(segment.marker));
  const sos = segments?.at(-1);
  const end = sos ? imageEnd(jpeg, sos.end) : null;
  if (!segments || !frame || !sos || end === null || frame.end - frame.body < 5) return null;
  const size = { height: jpeg.readUInt16BE(frame.body + 1), width: jpeg.readUInt16BE(frame.body + 3) };
  const kept = segments.filter((segment) => isKept(jpeg, segment));
  if (kept.length === segments.length && end === jpeg.length) return { bytes: jpeg, ...size };
  const pieces = [jpeg.subarray(0, 2), ...kept.slice(0, -1).map((s) => jpeg.subarray(s.start, s.end))];
  const orientation = orientationOf(jpeg, segments);
  // JFIF wants its APP0 right after SOI, so the orientation goes after any leading APP0.
  const afterApp0 = 1 + kept.findIndex((segment) => segment.marker !== APP0);
  if (orientation !== undefined && orientation !== 1) pieces.splice(afterApp0, 0, orientationSegment(orientation));
  pieces.push(jpeg.subarray(sos.start, end));
  return { bytes: Buffer.concat(pieces), ...size };
}

/** The orientation in the first Exif APP1 that has one. */
function orientationOf(jpeg: Buffer, segments: Segment[]): number | undefined {
  for (const { marker, body, end } of segments) {
    const orientation = marker === APP1 ? exifOrientation(jpeg.subarray(body, end)) : undefined;
    if (orientation !== undefined) return orientation;
  }
  return undefined;
}
