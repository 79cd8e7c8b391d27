import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SectionHeading } from '@/components/section-heading';
import { Action551Band } from '@/features/home/components/action-551-band';
import { AssessmentDimensions } from '@/features/home/components/assessment-dimensions';
import { AssessmentFlow } from '@/features/home/components/assessment-flow';
import { HomeHero } from '@/features/home/components/home-hero';
import { usePlatformConfig } from '@/features/platform/api/platform-config';
import { FeaturedProviders } from '@/features/providers/components/featured-providers';

/** /home: hero, assessment flows, the 551 action, the four dimensions and partner providers. */
export function HomePage() {
  const { data: config } = usePlatformConfig();
  return (
    <>
      <HomeHero province={config?.province ?? ''} />
      <AssessmentFlow />
      <Action551Band />
      <AssessmentDimensions />
      <section className="home-section" aria-labelledby="home-providers-title">
        <div className="container">
          <SectionHeading
            id="home-providers-title"
            title="合作服务商"
            subtitle="经平台认证的数字化转型服务商"
            extra={
              <Link to="/empowerment/serviceProvider">
                更多 <RightOutlined />
              </Link>
            }
          />
          <FeaturedProviders />
        </div>
      </section>
    </>
  );
}
