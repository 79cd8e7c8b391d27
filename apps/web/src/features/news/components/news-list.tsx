import './news.css';
import { LIST_PAGE_SIZES } from '@dtmm/shared';
import { ListPagination } from '@/components/list/list-pagination';
import { ListResults } from '@/components/list/list-results';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useNewsPage } from '../api/news';
import { useNewsFilters } from '../hooks/use-news-filters';
import { NewsItems } from './news-items';
import { YearSelect } from './year-select';

interface NewsListProps {
  /** The category listed (a news tab, or the knowledge centre's 政策解读 / 知识资料). */
  category: string;
  detailHref: (id: string) => string;
}

/** One category's news: year filter, title search, 10 a page (10/20/30), dates as YYYY-MM-DD (portal.md 2.3). */
export function NewsList({ category, detailHref }: NewsListProps) {
  const { query, setFilter, setPage } = useNewsFilters(category);
  const { data, isLoading, isFetching } = useNewsPage(query);
  const total = data?.total ?? 0;
  return (
    <div className="news-list">
      <ListToolbar
        total={total}
        search={query.title}
        placeholder="请输入标题关键词"
        searchLabel="标题"
        onSearch={(text) => setFilter('title', text)}
      >
        <YearSelect value={query.year ?? ''} onChange={(year) => setFilter('year', year)} />
      </ListToolbar>
      <ListResults isLoading={isLoading} isFetching={isFetching} count={data?.list.length ?? 0}>
        <div className="list-panel">
          <NewsItems items={data?.list ?? []} detailHref={detailHref} withSummary />
        </div>
      </ListResults>
      <ListPagination page={query.page} limit={query.limit} total={total} sizes={LIST_PAGE_SIZES} onChange={setPage} />
    </div>
  );
}
