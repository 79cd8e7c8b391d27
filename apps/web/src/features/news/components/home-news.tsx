import './news.css';
import { NEWS_GROUP_SIZE, NEWS_PAGE_CATEGORIES, type NewsListItem } from '@dtmm/shared';
import { ListEmpty } from '@/components/list/list-empty';
import { MoreLink } from '@/components/more-link';
import { SkeletonLines } from '@/components/placeholder/skeleton-lines';
import { useNewsGroups } from '../api/news';
import { newsCategoryHref, newsDetailHref } from '../news-links';
import { NewsItems } from './news-items';

function NewsGroup({ name, items, isLoading }: { name: string; items: NewsListItem[]; isLoading: boolean }) {
  return (
    <section className="home-news__group" aria-label={name}>
      <header className="home-news__head">
        <h3 className="home-news__name">{name}</h3>
        <MoreLink to={newsCategoryHref(name)} label={name} />
      </header>
      {isLoading ? (
        <SkeletonLines rows={NEWS_GROUP_SIZE} />
      ) : items.length > 0 ? (
        <NewsItems items={items} detailHref={newsDetailHref} />
      ) : (
        <ListEmpty />
      )}
    </section>
  );
}

/** The home page's news in three groups (政策资讯, 行业资讯, 通知公告), six each (portal.md 1). */
export function HomeNews() {
  const { data, isLoading } = useNewsGroups();
  return (
    <div className="home-news">
      {NEWS_PAGE_CATEGORIES.map((name) => (
        <NewsGroup key={name} name={name} items={data?.[name] ?? []} isLoading={isLoading} />
      ))}
    </div>
  );
}
