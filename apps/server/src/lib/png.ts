import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Rows of `bytesPerRow` bytes each, every one behind filter byte 0 (none), deflated. */
function imageData(pixels: Uint8Array | Uint8ClampedArray, bytesPerRow: number, height: number): Buffer {
  const raw = Buffer.alloc((bytesPerRow + 1) * height);
  for (let y = 0; y < height; y++) {
    raw.set(pixels.subarray(y * bytesPerRow, (y + 1) * bytesPerRow), y * (bytesPerRow + 1) + 1);
  }
  return deflateSync(raw);
}

function header(width: number, height: number, colourType: 2 | 3): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8); // 8 bits, deflate, no filter method, no interlace
  return ihdr;
}

/** Encodes 8-bit RGB pixels (row-major, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array | Uint8ClampedArray): Buffer {
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header(width, height, 2)),
    chunk('IDAT', imageData(rgb, width * 3, height)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Encodes palette pixels (one byte each, an index into `palette` of RGB triples) as a PNG: a third
 * of the bytes to deflate, for pictures of a few colours such as the demo logos and licences.
 */
export function encodeIndexedPng(
  width: number,
  height: number,
  palette: readonly (readonly number[])[],
  indices: Uint8Array,
) {
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header(width, height, 3)),
    chunk('PLTE', Buffer.from(palette.flat())),
    chunk('IDAT', imageData(indices, width, height)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
