import type { CaseDetail, CaseListItem, NewsDetail, NewsListItem, StandardListItem } from '../../packages/shared/src';

interface Envelope<T> {
  code: number;
  data: T;
  total?: number;
}

/**
 * Reads the seeded demo content through the public API, to find items a journey needs (a news item
 * with attachments, a standard with a PDF, a case with a video). Nothing is created: when the seed
 * lacks such an item, the journey fails and says so.
 */
export function contentApi(baseUrl: string) {
  async function get<T>(path: string): Promise<T> {
    const answer = (await (await fetch(baseUrl + path)).json()) as Envelope<T>;
    if (answer.code !== 0) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer.data;
  }
  async function firstOf<T>(items: readonly T[], fits: (item: T) => boolean | Promise<boolean>, what: string) {
    for (const item of items) if (await fits(item)) return item;
    throw new Error(`the demo seed has no ${what}`);
  }
  return {
    get,
    /** A published news item with a PDF (fdAddOn1) and attachments (fdAddOn2). */
    async newsWithFiles(): Promise<NewsDetail> {
      const groups = await get<Record<string, NewsListItem[]>>('/api/dtmm/company/news/newslist');
      const details = await Promise.all(
        Object.values(groups)
          .flat()
          .map((item) => get<NewsDetail>(`/api/dtmm/company/news/detail/${item.id}`)),
      );
      return firstOf(
        details,
        (news) => Boolean(news.fdAddOn1 && news.fdAddOn2),
        'news item with a PDF and attachments',
      );
    },
    async standardWithPdf(): Promise<StandardListItem> {
      const list = await get<StandardListItem[]>('/api/dtmm/company/standard/list?page=1&limit=50');
      return firstOf(list, (standard) => standard.pdfAttachment !== '-1', 'standard with a PDF');
    },
    async caseWithVideo(): Promise<CaseDetail> {
      const list = await get<CaseListItem[]>('/api/dtmm/company/case/list?page=1&limit=50');
      const details = await Promise.all(
        list.map((item) => get<CaseDetail>(`/api/dtmm/company/case/detail/${item.id}`)),
      );
      return firstOf(details, (item) => Boolean(item.fdAddOn3), 'case with a video');
    },
    /** A certified provider that has service cases. */
    async providerWithCases(): Promise<string> {
      const list = await get<CaseListItem[]>('/api/dtmm/company/case/list?page=1&limit=50');
      return (await firstOf(list, (item) => Boolean(item.companyId), 'service case of a provider')).companyId;
    },
  };
}
