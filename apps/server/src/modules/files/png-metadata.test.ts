import { describe, expect, it } from 'vitest';
import { cleanPng } from './png-metadata';
import { exifChunk, itxtChunk, pngWithChunks, textChunk, ztxtChunk } from './test/hostile-samples';
import { pngBytes, pngChunk } from './test/sample-files';

const chunkTypes = (png: Buffer) => {
  const types: string[] = [];
  for (let pos = 8; pos + 12 <= png.length; pos += 12 + png.readUInt32BE(pos)) {
    types.push(png.toString('latin1', pos + 4, pos + 8));
  }
  return types;
};

describe('cleanPng', () => {
  it('drops text, Exif (GPS) and time chunks, keeping the picture', () => {
    const time = pngChunk('tIME', Buffer.from([7, 234, 1, 2, 3, 4, 5]));
    const tagged = pngWithChunks(textChunk('by 张三'), ztxtChunk('x'), itxtChunk('<x:xmpmeta/>'), exifChunk(), time);
    expect(cleanPng(tagged)).toEqual({ bytes: pngBytes(), width: 1, height: 1 });
  });

  it('keeps the chunks that change how it is drawn, and unknown critical ones', () => {
    const drawn = pngWithChunks(pngChunk('gAMA', Buffer.alloc(4)), pngChunk('pHYs', Buffer.alloc(9)));
    expect(chunkTypes(cleanPng(drawn)?.bytes ?? Buffer.alloc(0))).toEqual(['IHDR', 'IDAT', 'gAMA', 'pHYs', 'IEND']);
    const plain = pngBytes();
    expect(cleanPng(plain)?.bytes).toBe(plain);
  });

  it('cuts whatever follows IEND (aCropalypse: the uncropped picture left behind)', () => {
    const trailer = Buffer.concat([pngBytes(), Buffer.from('IDAT of the whole screenshot')]);
    expect(cleanPng(trailer)?.bytes).toEqual(pngBytes());
  });

  it('reads the declared size without decoding', () => {
    expect(cleanPng(pngBytes(100_000, 100_000))).toMatchObject({ width: 100_000, height: 100_000 });
  });

  it('refuses what is not a PNG whose chunks hold together', () => {
    const png = pngBytes();
    expect(cleanPng(Buffer.from('not a png'))).toBeNull();
    expect(cleanPng(png.subarray(0, 20))).toBeNull(); // cut inside IHDR
    expect(cleanPng(png.subarray(0, png.length - 4))).toBeNull(); // cut inside IEND
    const textFirst = Buffer.concat([png.subarray(0, 8), textChunk('x'), png.subarray(8)]);
    expect(cleanPng(textFirst)).toBeNull(); // IHDR must come first
  });
});
