import { HomeCases } from '@/features/cases/components/home-cases';
import { Action551Band } from '@/features/home/components/action-551-band';
import { AssessmentDimensions } from '@/features/home/components/assessment-dimensions';
import { AssessmentFlow } from '@/features/home/components/assessment-flow';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeKnowledge } from '@/features/home/components/home-knowledge';
import { HomeSection } from '@/features/home/components/home-section';
import { HomeNews } from '@/features/news/components/home-news';
import { NoticeBar } from '@/features/news/components/notice-bar';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { FeaturedProviders } from '@/features/providers/components/featured-providers';

/** /home: hero, news, the assessment flows, knowledge, cases and partner providers (portal.md 1), all from operators' content. */
export function HomePage() {
  const { data: config } = usePlatformConfig();
  return (
    <>
      <HomeHero province={config?.province ?? ''} />
      <NoticeBar />
      <HomeSection id="home-news-title" title="新闻资讯" subtitle="政策资讯、行业资讯与通知公告" isTinted>
        <HomeNews />
      </HomeSection>
      <AssessmentFlow />
      <Action551Band />
      <HomeSection id="home-knowledge-title" title="知识中心" subtitle="标准规范与解决方案" more="/konwledge" isTinted>
        <HomeKnowledge />
      </HomeSection>
      <HomeSection id="home-cases-title" title="转型案例" subtitle="同行企业的数字化转型实践" more="/case">
        <HomeCases />
      </HomeSection>
      <AssessmentDimensions />
      <HomeSection
        id="home-providers-title"
        title="合作服务商"
        subtitle="经平台认证的数字化转型服务商"
        more="/empowerment/serviceProvider"
      >
        <FeaturedProviders />
      </HomeSection>
    </>
  );
}
