import { type ReactNode, Suspense } from 'react';
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

/**
 * A part of the page the browser hydrates on its own: React takes the parts one by one, so a slow
 * phone never spends one long stretch on the whole page. The fallback is never shown, since the
 * server renders every part in full.
 */
const Part = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** /home: hero, news, the assessment flows, knowledge, cases and partner providers (portal.md 1), all from operators' content. */
export function HomePage() {
  const { data: config } = usePlatformConfig();
  return (
    <>
      <HomeHero province={config?.province ?? ''} />
      <NoticeBar />
      <Part>
        <HomeSection id="home-news-title" title="新闻资讯" subtitle="政策资讯、行业资讯与通知公告" isTinted>
          <HomeNews />
        </HomeSection>
      </Part>
      <Part>
        <AssessmentFlow />
        <Action551Band />
      </Part>
      <Part>
        <HomeSection
          id="home-knowledge-title"
          title="知识中心"
          subtitle="标准规范与解决方案"
          more="/konwledge"
          isTinted
        >
          <HomeKnowledge />
        </HomeSection>
      </Part>
      <Part>
        <HomeSection id="home-cases-title" title="转型案例" subtitle="同行企业的数字化转型实践" more="/case">
          <HomeCases />
        </HomeSection>
        <AssessmentDimensions />
      </Part>
      <Part>
        <HomeSection
          id="home-providers-title"
          title="合作服务商"
          subtitle="经平台认证的数字化转型服务商"
          more="/empowerment/serviceProvider"
        >
          <FeaturedProviders />
        </HomeSection>
      </Part>
    </>
  );
}
