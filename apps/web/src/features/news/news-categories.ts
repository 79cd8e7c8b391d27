import { type DictionaryItem, NEWS_PAGE_CATEGORIES, TOPIC_551_CATEGORY } from '@dtmm/shared';
import { useMemo } from 'react';
import { useDictionary } from '@/features/reference/api/dictionaries';

/** The news pages' categories: the dictionary's entries without the 551 special topic (portal.md 7.5). */
export const newsCategoriesOf = (items: readonly DictionaryItem[]): DictionaryItem[] =>
  items.filter((item) => item.value !== TOPIC_551_CATEGORY);

/** Shown until the dictionary answers (and if it fails), so the list never waits for it. */
const FALLBACK: readonly DictionaryItem[] = NEWS_PAGE_CATEGORIES.map((name) => ({ label: name, value: name }));

/** dtmm.news.category without 551; the first one is the default tab (政策资讯). */
export function useNewsCategories(): readonly DictionaryItem[] {
  const { items } = useDictionary('dtmm.news.category');
  return useMemo(() => {
    const categories = newsCategoriesOf(items);
    return categories.length > 0 ? categories : FALLBACK;
  }, [items]);
}

/** The category a `type` query names, or the first one for a missing or unknown type. */
export function categoryOf(type: string | null, categories: readonly DictionaryItem[]): string {
  const found = categories.find((category) => category.value === type);
  return found?.value ?? categories[0]?.value ?? NEWS_PAGE_CATEGORIES[0];
}
