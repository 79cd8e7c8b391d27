import { Empty, Skeleton } from 'antd';
import { NewsItems } from '@/features/news/components/news-items';
import { newsDetailHref } from '@/features/news/news-links';
import { TOPIC_NEWS_COUNT, useTopicNews } from '../hooks/use-topic-news';
import { IntroSection } from './intro-shell';

/** The two newest 551 news items, each opening its news detail as the news lists do. */
export function TopicNews() {
  const { data = [], isLoading } = useTopicNews();
  return (
    <IntroSection title="专题动态">
      {isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: TOPIC_NEWS_COUNT }} />
      ) : data.length > 0 ? (
        <NewsItems items={data} detailHref={newsDetailHref} />
      ) : (
        <Empty className="intro-news__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无专题动态" />
      )}
    </IntroSection>
  );
}
