import { useSearchParams } from 'react-router';
import { SideNav } from '@/components/content/side-nav';
import { categoryOf, useNewsCategories } from '../news-categories';
import { newsCategoryHref, newsDetailHref } from '../news-links';
import { NewsList } from './news-list';

/** /infoGovernment: the categories on the left (query `type`, default 政策资讯), the chosen one's list. */
export function NewsCentre() {
  const [params] = useSearchParams();
  const categories = useNewsCategories();
  const category = categoryOf(params.get('type'), categories);
  const items = categories.map((c) => ({ key: c.value, label: c.label, to: newsCategoryHref(c.value) }));
  return (
    <div className="side-layout">
      <SideNav title="新闻资讯" items={items} activeKey={category} />
      <NewsList key={category} category={category} detailHref={newsDetailHref} />
    </div>
  );
}
