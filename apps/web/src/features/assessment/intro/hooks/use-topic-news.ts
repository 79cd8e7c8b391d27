import { type NewsListItem, TOPIC_551_CATEGORY } from '@dtmm/shared';
import { useQuery } from '@tanstack/react-query';
import { newsKeys } from '@/features/news/api/news';
import { apiClient } from '@/lib/api-client';

/** assessment.md 9: the 551 screen shows the two newest items of its news category. */
export const TOPIC_NEWS_COUNT = 2;

/** GET news/list with category 551, newest created first (assessment.md 7). */
export function useTopicNews() {
  return useQuery({
    queryKey: [...newsKeys.all, 'latest', TOPIC_551_CATEGORY],
    queryFn: async ({ signal }) => {
      const page = await apiClient.list<NewsListItem>('/api/dtmm/company/news/list', {
        query: { category: TOPIC_551_CATEGORY, sidx: 'createTime', sord: 'desc', page: 1, limit: TOPIC_NEWS_COUNT },
        signal,
      });
      return page.list;
    },
    staleTime: 60_000,
  });
}
