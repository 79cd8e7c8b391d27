import { describe, expect, it } from 'vitest';
import { exifOrientation, orientationSegment, stripJpegMetadata } from './jpeg-metadata';
import { exifWithGps, jpegBytes, jpegWithGps } from './test/sample-files';

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
