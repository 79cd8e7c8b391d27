import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';
import { HEAD_BYTES } from './file-type-detect';

/** An upload written to a temporary file, measured on the way. */
export interface StagedBytes {
  tempPath: string;
  size: number;
  sha256: string;
  /** The leading bytes, for type detection. */
  head: Buffer;
}

export class UploadTooLargeError extends Error {
  constructor() {
    super('upload exceeds its size limit');
  }
}

/** Counts, hashes and keeps the head of what flows through; fails past `maxBytes`. */
class UploadMeter extends Transform {
  size = 0;
  readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new UploadTooLargeError());
      return;
    }
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  get head() {
    return Buffer.concat(this.headChunks);
  }
}

/**
 * Streams `source` into a new temporary file. The path is registered in `temps` and the file exists
 * before the first byte is written, so the caller's clean-up always finds it. Rejects with UploadTooLargeError as soon as
 * more than `maxBytes` arrive (the source is destroyed, so the rest is never written).
 */
export async function stageUpload(
  storage: FileStorage,
  source: Readable,
  maxBytes: number,
  temps: string[],
): Promise<StagedBytes> {
  const tempPath = await storage.tempPath(`${randomUUID()}.upload`);
  temps.push(tempPath);
  const meter = new UploadMeter(maxBytes);
  // The file is created before any byte flows: a write stream opens its file later, and an upload
  // refused at once could otherwise create it after the caller's clean-up had run.
  const file = await fs.open(tempPath, 'wx', 0o600);
  await pipeline(source, meter, file.createWriteStream());
  return { tempPath, size: meter.size, sha256: meter.hash.digest('hex'), head: meter.head };
}

/** Replaces a staged file's bytes (after metadata was stripped) and measures them again. */
export async function restage(staged: StagedBytes, bytes: Buffer): Promise<StagedBytes> {
  await fs.writeFile(staged.tempPath, bytes);
  return { ...staged, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Removes temporary files; missing ones are fine. */
export async function discardTemps(temps: readonly string[]) {
  await Promise.all(temps.map((path) => fs.rm(path, { force: true })));
}
