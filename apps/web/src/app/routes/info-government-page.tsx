import { NewsCentre } from '@/features/news/components/news-centre';
import { PageBanner } from './page-banner';

/** /infoGovernment: the news list by category (portal.md 2.3). */
export function InfoGovernmentPage() {
  return (
    <>
      <PageBanner title="新闻资讯">汇集政策资讯、行业资讯与通知公告，及时了解数字化转型政策与动态。</PageBanner>
      <div className="container page-body">
        <NewsCentre />
      </div>
    </>
  );
}
