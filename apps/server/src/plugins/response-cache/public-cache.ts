import { AnswerStore, type StoredAnswer } from './answer-store';
import { type EncodedAnswer, encodeAnswer } from './cached-answer';
import type { InvalidationBus } from './invalidation-bus';
import { PUBLIC_TAGS, type PublicTag } from './public-tags';
import { TagVersions } from './tag-versions';

export interface PublicCacheOptions {
  /** The bound on all stored answers; 0 turns the cache off. */
  maxBytes: number;
  /** No answer is served older than this, whatever the tags say: a net for answers that change with time. */
  lifetimeMs: number;
  now: () => number;
  bus: InvalidationBus;
}

/** A read that missed: where its answer goes, and the tag versions it started under. */
export interface PendingRead {
  key: string;
  tags: readonly PublicTag[];
  versions: readonly number[];
}

/**
 * The answers to anonymous public reads (docs/caching.md). An answer is stored with the versions
 * of its tags taken when its read started, and served while they are still current: a write that
 * committed while the read ran bumps them, so what the read saw before it is never kept.
 */
export class PublicCache {
  private readonly answers: AnswerStore;
  private readonly versions = new TagVersions();
  /** Encodings under way, so that concurrent misses of one key compress it once. */
  private readonly encoding = new Map<string, { versions: readonly number[]; answer: Promise<EncodedAnswer> }>();
  private readonly watchers: ((tags: readonly PublicTag[]) => void)[] = [];
  private isHearing = false;

  constructor(private readonly options: PublicCacheOptions) {
    this.answers = new AnswerStore(options.maxBytes);
    options.bus.listen({ changed: (tags) => this.changed(tags), hearing: (isHearing) => this.hear(isHearing) });
  }

  /** Whether answers are served and stored: configured, and every change reaches this instance. */
  get isOn(): boolean {
    return this.isHearing && this.options.maxBytes > 0;
  }

  /** The valid answer under `key`, if there is one. */
  lookup(key: string, tags: readonly PublicTag[]): StoredAnswer | undefined {
    const answer = this.answers.get(key);
    if (answer === undefined) return undefined;
    if (answer.expiresAt > this.options.now() && this.versions.isCurrent(tags, answer.versions)) return answer;
    this.answers.delete(key);
    return undefined;
  }

  begin(key: string, tags: readonly PublicTag[]): PendingRead {
    return { key, tags, versions: this.versions.snapshot(tags) };
  }

  /** Encodes a read's answer and keeps it unless one of its tags changed meanwhile. */
  async store(read: PendingRead, body: Buffer, contentType: string): Promise<EncodedAnswer> {
    const encoded = await this.encode(read, body, contentType);
    if (this.isOn && this.versions.isCurrent(read.tags, read.versions)) {
      this.answers.set(read.key, {
        ...encoded,
        versions: read.versions,
        expiresAt: this.options.now() + this.options.lifetimeMs,
      });
    }
    return encoded;
  }

  /** Marks `tags` changed: on this instance before it returns, on the others through the bus. */
  async invalidate(tags: readonly PublicTag[]): Promise<void> {
    if (tags.length > 0) await this.options.bus.publish(tags);
  }

  /** Drops every answer; reads under way store nothing. */
  clear(): void {
    this.changed(PUBLIC_TAGS);
    this.answers.clear();
  }

  /** Calls `watcher` with the tags of every change, this instance's and the others' (in-process caches follow it). */
  onChange(watcher: (tags: readonly PublicTag[]) => void): void {
    this.watchers.push(watcher);
  }

  /** Waits (at most `timeoutMs`) until changes from other instances reach this one. */
  untilListening(timeoutMs: number): Promise<boolean> {
    return this.options.bus.untilHearing(timeoutMs);
  }

  private changed(tags: readonly PublicTag[]) {
    this.versions.bump(tags);
    for (const watcher of this.watchers) watcher(tags);
  }

  /** Deaf, changes may be missed: nothing is served. Hearing again, what was kept may be stale. */
  private hear(isHearing: boolean) {
    this.isHearing = isHearing;
    this.clear();
  }

  private encode(read: PendingRead, body: Buffer, contentType: string): Promise<EncodedAnswer> {
    const under = this.encoding.get(read.key);
    if (under && sameVersions(under.versions, read.versions)) return under.answer;
    const answer = encodeAnswer(body, contentType);
    this.encoding.set(read.key, { versions: read.versions, answer });
    const done = () => {
      if (this.encoding.get(read.key)?.answer === answer) this.encoding.delete(read.key);
    };
    answer.then(done, done);
    return answer;
  }
}

const sameVersions = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((version, i) => version === b[i]);
