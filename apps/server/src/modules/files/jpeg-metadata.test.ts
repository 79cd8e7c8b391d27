import { describe, expect, it } from 'vitest';
import { exifOrientation, orientationSegment } from './exif-orientation';
import { cleanJpeg } from './jpeg-metadata';

const stripJpegMetadata = (jpeg: Buffer) => cleanJpeg(jpeg)?.bytes ?? null;

import { jpegWithMpfTrailer, jpegWithPhotoshopExif } from './test/hostile-samples';
import { exifWithGps, jpegBytes, jpegSegment, jpegWithGps } from './test/sample-files';

/** The APP1 payloads of a JPEG, walking its segments up to the image data. */
function app1Payloads(jpeg: Buffer): Buffer[] {
  const found: Buffer[] = [];
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff && jpeg[pos + 1] !== 0xda) {
    const end = pos + 2 + jpeg.readUInt16BE(pos + 2);
    if (jpeg[pos + 1] === 0xe1) found.push(jpeg.subarray(pos + 4, end));
    pos = end;
  }
  return found;
}

describe('stripJpegMetadata', () => {
  it('removes the Exif GPS position and the XMP packet, keeping the image data', () => {
    const original = jpegWithGps(1);
    expect(app1Payloads(original)).toHaveLength(2);
    const stripped = stripJpegMetadata(original);
    expect(stripped).toEqual(jpegBytes());
    expect(stripped?.includes(Buffer.from('Exif'))).toBe(false);
    expect(stripped?.includes(Buffer.from('GPSLatitude'))).toBe(false);
  });

  it('keeps a non-default orientation in a minimal APP1 with nothing else', () => {
    const stripped = stripJpegMetadata(jpegWithGps(6));
    if (!stripped) throw new Error('not stripped');
    const [exif, ...others] = app1Payloads(stripped);
    expect(others).toHaveLength(0);
    expect(exif && exifOrientation(exif)).toBe(6);
    expect(exif?.length).toBe(32);
    expect(stripped.includes(Buffer.from([0x25, 0x88]))).toBe(false); // no GPSInfo tag (LE 0x8825)
    expect(stripped.subarray(-3)).toEqual(jpegBytes().subarray(-3));
  });

  it('returns the very same buffer when there is no APP1', () => {
    const plain = jpegBytes();
    expect(stripJpegMetadata(plain)).toBe(plain);
  });

  it('refuses bytes that are not a well-formed JPEG up to the image data', () => {
    const plain = jpegBytes();
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(stripJpegMetadata(plain.subarray(0, 30))).toBeNull(); // cut inside a segment
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull(); // no image data
    const badLength = Buffer.from(plain);
    badLength.writeUInt16BE(0xffff, 4);
    expect(stripJpegMetadata(badLength)).toBeNull();
  });
});

describe('exifOrientation', () => {
  it('reads little- and big-endian Exif, and ignores what is not Exif', () => {
    expect(exifOrientation(exifWithGps(8))).toBe(8);
    expect(exifOrientation(orientationSegment(3).subarray(4))).toBe(3);
    expect(exifOrientation(Buffer.from('http://ns.adobe.com/xap/1.0/\0'))).toBeUndefined();
    expect(exifOrientation(exifWithGps(9))).toBeUndefined();
  });
});

describe('cleanJpeg', () => {
  const jpeg = jpegBytes();
  const withSegment = (marker: number, payload: string) =>
    Buffer.concat([jpeg.subarray(0, 2), jpegSegment(marker, Buffer.from(payload, 'latin1')), jpeg.subarray(2)]);

  it('drops Photoshop resources, MPF indexes and comments; cuts what follows the EOI', () => {
    expect(cleanJpeg(jpegWithPhotoshopExif())?.bytes).toEqual(jpeg);
    expect(cleanJpeg(jpegWithMpfTrailer())?.bytes).toEqual(jpeg);
    expect(cleanJpeg(withSegment(0xfe, 'shot by 张三'))?.bytes).toEqual(jpeg);
    expect(cleanJpeg(Buffer.concat([jpeg, jpegWithGps(1)]))?.bytes).toEqual(jpeg);
  });

  it('keeps the ICC profile and Adobe colour transform a decoder needs', () => {
    for (const kept of [withSegment(0xe2, 'ICC_PROFILE\0\x01\x01'), withSegment(0xee, 'Adobe\0d\0\0\0\0\x01')]) {
      expect(cleanJpeg(kept)?.bytes).toBe(kept);
    }
  });

  it('skips tables between progressive scans when looking for the end', () => {
    const eoi = jpeg.length - 2;
    const secondScan = Buffer.concat([
      jpeg.subarray(0, eoi),
      // A table whose symbols happen to read FF D9: skipped by its length, not taken for the end.
      jpegSegment(0xc4, Buffer.from([0x10, 2, ...Array(15).fill(0), 0xff, 0xd9])),
      jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
      Buffer.from([0x3f, 0xff, 0x00, 0xff, 0xd9]),
    ]);
    expect(cleanJpeg(Buffer.concat([secondScan, Buffer.from('trailer')]))?.bytes).toEqual(secondScan);
  });

  it('reads the frame size, and refuses a JPEG without a frame or an end', () => {
    expect(cleanJpeg(jpegBytes(65_535, 65_535))).toMatchObject({ width: 65_535, height: 65_535 });
    expect(cleanJpeg(jpeg.subarray(0, -2))).toBeNull(); // no EOI
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    const noFrame = Buffer.from(jpeg);
    noFrame[sof + 1] = 0xef; // the frame header turned into an APP15
    expect(cleanJpeg(noFrame)).toBeNull();
    expect(cleanJpeg(Buffer.concat([jpeg.subarray(0, -2), jpegBytes()]))).toBeNull(); // a second SOI inside
  });
});
