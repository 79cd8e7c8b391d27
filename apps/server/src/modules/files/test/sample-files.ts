import { crc32, deflateSync } from 'node:zlib';
import { pdfDocument } from '../../../lib/pdf-document';

/** Tiny but real files, made in code, for the upload tests. */

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid 1x1 RGB PNG; other sizes declare width x height over the same pixel data (fine for
 * everything but decoding, which the server never does).
 */
export function pngBytes(width = 1, height = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const scanline = Buffer.from([0, 0x33, 0x66, 0xcc]); // filter 0, one blue pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG of exactly `size` bytes: the 1x1 picture with a second IDAT of zeros, which the
 * server keeps (padding after IEND would be cut off as trailing data).
 */
export function pngOfSize(size: number): Buffer {
  const png = pngBytes();
  const iend = png.length - 12;
  const filler = pngChunk('IDAT', Buffer.alloc(size - png.length - 12));
  return Buffer.concat([png.subarray(0, iend), filler, png.subarray(iend)]);
}

export const jpegSegment = (marker: number, body: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
};

/**
 * A valid 8x8 grey baseline JPEG: one block whose DC and AC are all zero (mid-grey). Other sizes
 * only declare width x height in the frame header.
 */
export function jpegBytes(width = 8, height = 8): Buffer {
  const jfif = Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const dqt = Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]);
  const sof0 = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  // One Huffman code of length 1 ("0") per table: DC category 0, AC end-of-block.
  const bits = Buffer.concat([Buffer.from([1]), Buffer.alloc(15)]);
  const dhtDc = Buffer.concat([Buffer.from([0x00]), bits, Buffer.from([0])]);
  const dhtAc = Buffer.concat([Buffer.from([0x10]), bits, Buffer.from([0])]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, jfif),
    jpegSegment(0xdb, dqt),
    jpegSegment(0xc0, sof0),
    jpegSegment(0xc4, dhtDc),
    jpegSegment(0xc4, dhtAc),
    jpegSegment(0xda, sos),
    Buffer.from([0x3f]), // bits 0 (DC) 0 (EOB), padded with ones
    Buffer.from([0xff, 0xd9]),
  ]);
}

export const GPS_LATITUDE = [37, 51, 58]; // 37°51'58" N, Taiyuan

/**
 * An Exif APP1 payload (little-endian) with Orientation and a GPS IFD holding a latitude, like a
 * phone photo.
 */
export function exifWithGps(orientation = 6): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4 + 2 + 2 * 12 + 4 + 24);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  let at = 8;
  const entry = (tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === 3) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
    at += 12;
  };
  const gpsIfd = 8 + 2 + 2 * 12 + 4;
  const rationals = gpsIfd + 2 + 2 * 12 + 4;
  tiff.writeUInt16LE(2, at);
  at += 2;
  entry(0x0112, 3, 1, orientation);
  entry(0x8825, 4, 1, gpsIfd); // GPSInfo pointer
  tiff.writeUInt32LE(0, at);
  at = gpsIfd;
  tiff.writeUInt16LE(2, at);
  at += 2;
  entry(0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(0x0002, 5, 3, rationals); // GPSLatitude
  tiff.writeUInt32LE(0, at);
  GPS_LATITUDE.forEach((value, i) => {
    tiff.writeUInt32LE(value, rationals + i * 8);
    tiff.writeUInt32LE(1, rationals + i * 8 + 4);
  });
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

/** The JPEG above with an Exif APP1 (GPS) and an XMP APP1 after its JFIF segment. */
export function jpegWithGps(orientation = 6): Buffer {
  const plain = jpegBytes();
  const jfifEnd = 2 + 4 + 14;
  const xmp = Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>37,51.97N</exif:GPSLatitude>');
  return Buffer.concat([
    plain.subarray(0, jfifEnd),
    jpegSegment(0xe1, exifWithGps(orientation)),
    jpegSegment(0xe1, xmp),
    plain.subarray(jfifEnd),
  ]);
}

/** A one-page PDF with a correct cross-reference table. */
export const pdfBytes = (): Buffer =>
  pdfDocument([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ]);

/** An MP4 `ftyp` box (isom) followed by an empty `mdat`. */
export function mp4Bytes(brand = 'isom'): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.from([0, 0, 0, 8, 0x6d, 0x64, 0x61, 0x74]);
  return Buffer.concat([ftyp, mdat]);
}

/** A WebM EBML header (DocType webm) followed by the start of a Segment. */
export function webmBytes(docType = 'webm'): Buffer {
  const element = (id: number[], data: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    element([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    element([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    element([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    element([0x42, 0x82], Buffer.from(docType, 'latin1')), // DocType
    element([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    element([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
}

/** `bytes` followed by zeros up to exactly `size` bytes (decoders ignore trailing data). */
export function padTo(bytes: Buffer, size: number): Buffer {
  if (bytes.length > size) throw new Error('sample larger than the requested size');
  const padded = Buffer.alloc(size); // one zeroed allocation: big samples reach 300 MB
  bytes.copy(padded);
  return padded;
}
