import type { ProvinceInsight } from '@dtmm/shared';
import type { PublicTag } from '../../plugins/response-cache';

/** Changes that move the dashboard's figures at once; the rest (registrations, formal applications) wait out the lifetime. */
const WATCHED: ReadonlySet<PublicTag> = new Set(['assessments', 'companies', 'solutions']);
/** Filter combinations kept at most; the oldest goes first. */
const MAX_ANSWERS = 100;

/**
 * The province dashboard's answers of the last minute, by query (docs/insight.md, Cache): its
 * aggregates over every record cost far more than a read, and operators open the same few views.
 * Concurrent misses of one query share one computation; a failed one is not kept.
 */
export class InsightCache {
  private readonly answers = new Map<string, { at: number; answer: Promise<ProvinceInsight> }>();

  /** `lifetimeMs` (DTMM_INSIGHT_CACHE_S): how long an answer is served, the bound on how stale an untagged figure may be. */
  constructor(
    private readonly now: () => number,
    private readonly lifetimeMs: number,
  ) {}

  answer(key: string, compute: () => Promise<ProvinceInsight>): Promise<ProvinceInsight> {
    const held = this.answers.get(key);
    if (held && this.now() - held.at < this.lifetimeMs) return held.answer;
    const answer = compute();
    this.answers.delete(key);
    this.answers.set(key, { at: this.now(), answer });
    if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
    answer.catch(() => {
      if (this.answers.get(key)?.answer === answer) this.answers.delete(key);
    });
    return answer;
  }

  /** Forgets every answer when a watched change is heard (from this instance or another). */
  changed(tags: readonly PublicTag[]) {
    if (tags.some((tag) => WATCHED.has(tag))) this.answers.clear();
  }
}
