import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where file bytes live. Local disk now; an S3-compatible adapter can implement the same four calls. */
export interface FileStorage {
  /** Moves a finished temporary file into storage under `key`. */
  putFile(key: string, tempPath: string): Promise<void>;
  write(key: string, body: Readable): Promise<void>;
  /** The stored bytes, or only `range` of them (inclusive positions, for HTTP Range requests). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** A scratch path for an upload in progress, on the same volume as the store. */
  tempPath(name: string): Promise<string>;
}

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }

  async putFile(key: string, tempPath: string) {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(tempPath, target);
  }

  async write(key: string, body: Readable) {
    const target = this.resolve(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await pipeline(body, createWriteStream(target));
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const target = this.resolve(key);
    await fs.access(target);
    return createReadStream(target, range);
  }

  async delete(key: string) {
    await fs.rm(this.resolve(key), { force: true });
  }

  async tempPath(name: string) {
    const dir = this.resolve('.tmp');
    await fs.mkdir(dir, { recursive: true });
    return path.join(dir, name);
  }
}
