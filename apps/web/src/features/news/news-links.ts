/** Where a news list's item leads: the detail with the section it came from (portal.md 2.3). */
export const newsDetailHref = (id: string) =>
  `/infoGovernment/detail?${new URLSearchParams({ id, parentsName: '新闻资讯' })}`;

/** The knowledge centre's 政策解读 and 知识资料 are news rows too, shown under 知识中心. */
export const knowledgeDetailHref = (id: string) =>
  `/konwledge/detail?${new URLSearchParams({ id, parentsName: '知识中心' })}`;

/** A platform notice, shown by the news detail page. */
export const noticeDetailHref = (id: string) => `/infoGovernment/detail?${new URLSearchParams({ id, kind: 'notice' })}`;

/** The news list of one category, for a 更多 link. */
export const newsCategoryHref = (category: string) => `/infoGovernment?${new URLSearchParams({ type: category })}`;
