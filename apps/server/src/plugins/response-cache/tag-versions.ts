import { PUBLIC_TAGS, type PublicTag } from './public-tags';

/**
 * A version per tag, held in memory: a write bumps the versions of the tags it changes. An answer
 * is stored with the versions its read started under, and is valid only while they are current.
 */
export class TagVersions {
  private readonly versions = new Map<PublicTag, number>(PUBLIC_TAGS.map((tag) => [tag, 0]));

  snapshot(tags: readonly PublicTag[]): number[] {
    return tags.map((tag) => this.versions.get(tag) ?? 0);
  }

  isCurrent(tags: readonly PublicTag[], snapshot: readonly number[]): boolean {
    for (let i = 0; i < tags.length; i++) {
      if (this.versions.get(tags[i] as PublicTag) !== snapshot[i]) return false;
    }
    return true;
  }

  bump(tags: readonly PublicTag[]): void {
    for (const tag of tags) this.versions.set(tag, (this.versions.get(tag) ?? 0) + 1);
  }
}
