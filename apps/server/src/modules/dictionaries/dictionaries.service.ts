import { DICTIONARY_CODES, type DictionaryItem, messages } from '@dtmm/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { findEnabledItems } from './dictionaries.repository';

const KNOWN_CODES = new Set<string>(DICTIONARY_CODES);
/** Dictionaries are read on nearly every page and change rarely; several instances agree within this time. */
const CACHE_MS = 30_000;

export class DictionaryService {
  private readonly cache = new Map<string, { items: DictionaryItem[]; at: number }>();
  /** Codes another feature answers from its own data (the guides CMS answers operation.guide). */
  private readonly sources = new Map<string, () => Promise<DictionaryItem[]>>();
  /** Moves on every forget: a load that started before it is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async items(code: string): Promise<DictionaryItem[]> {
    if (!KNOWN_CODES.has(code)) throw AppError.notFound(messages.dictionary.unknownCode(code));
    const cached = this.cache.get(code);
    if (cached && this.now() - cached.at < CACHE_MS) return cached.items;
    const source = this.sources.get(code);
    const generation = this.generation;
    const items = source ? await source() : await findEnabledItems(this.db, code);
    if (generation === this.generation) this.cache.set(code, { items, at: this.now() });
    return items;
  }

  /** Answers `code` from `source` instead of stored items; call `forget(code)` when its data changes. */
  answerFrom(code: string, source: () => Promise<DictionaryItem[]>) {
    this.sources.set(code, source);
    this.cache.delete(code);
  }

  /** Call after an operator edits a dictionary. */
  forget(code: string) {
    this.generation++;
    this.cache.delete(code);
  }

  /** Call when dictionaries changed on another instance (the public cache's bus says so). */
  forgetAll() {
    this.generation++;
    this.cache.clear();
  }
}
