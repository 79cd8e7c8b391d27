import type { EncodedAnswer } from './cached-answer';

/** An answer in the store: valid while its tags still have these versions, and until `expiresAt`. */
export interface StoredAnswer extends EncodedAnswer {
  versions: readonly number[];
  expiresAt: number;
}

interface Slot {
  answer: StoredAnswer;
  bytes: number;
  /** Read since the eviction sweep last passed it. */
  isUsed: boolean;
}

/**
 * The cached answers by key, bounded by their total bytes. Past the bound the least recently used
 * go first, by the second-chance (CLOCK) rule: a hit only marks its entry, and the sweep moves a
 * marked entry to the back instead of dropping it, so a hit costs no reordering.
 */
export class AnswerStore {
  private readonly slots = new Map<string, Slot>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.slots.size;
  }

  get(key: string): StoredAnswer | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    slot.isUsed = true;
    return slot.answer;
  }

  set(key: string, answer: StoredAnswer): void {
    this.delete(key);
    const bytes = answer.bytes + key.length;
    if (bytes > this.maxBytes) return;
    this.slots.set(key, { answer, bytes, isUsed: false });
    this.total += bytes;
    this.evictPastBound(key);
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (slot === undefined) return;
    this.slots.delete(key);
    this.total -= slot.bytes;
  }

  clear(): void {
    this.slots.clear();
    this.total = 0;
  }

  /** Sweeps from the oldest; the answer just stored (`kept`) is never the one that makes room. */
  private evictPastBound(kept: string) {
    while (this.total > this.maxBytes) {
      const [key, slot] = this.slots.entries().next().value as [string, Slot];
      this.slots.delete(key);
      if (slot.isUsed || key === kept) {
        slot.isUsed = false;
        this.slots.set(key, slot);
      } else {
        this.total -= slot.bytes;
      }
    }
  }
}
