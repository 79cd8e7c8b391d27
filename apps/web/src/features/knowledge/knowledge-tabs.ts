import { KNOWLEDGE_TABS } from '@dtmm/shared';

export type KnowledgeTabId = (typeof KNOWLEDGE_TABS)[number]['id'];

const isTabId = (type: string): type is KnowledgeTabId => KNOWLEDGE_TABS.some((tab) => tab.id === type);

/**
 * The tab a `type` query names: none is the first tab; a known id is that tab; anything else is
 * 'unknown', which the page answers by moving to the first tab (portal.md 2.3).
 */
export function knowledgeTabOf(type: string | null): KnowledgeTabId | 'unknown' {
  if (type === null || type === '') return KNOWLEDGE_TABS[0].id;
  return isTabId(type) ? type : 'unknown';
}

/** The news category behind the tabs 1 (政策解读) and 3 (知识资料); tab 2 is the standards. */
export const knowledgeCategoryOf = (tab: KnowledgeTabId): string | null =>
  tab === '2' ? null : (KNOWLEDGE_TABS.find((t) => t.id === tab)?.name ?? null);
