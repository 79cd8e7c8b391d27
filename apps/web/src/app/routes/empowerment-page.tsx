import { MoreLink } from '@/components/more-link';
import { SectionHeading } from '@/components/section-heading';
import { PopularCourses } from '@/features/courses/components/popular-courses';
import { ProviderTypeTabs } from '@/features/providers/components/provider-type-tabs';
import { FeaturedSolutions } from '@/features/solutions/components/catalogue/featured-solutions';
import { SOLUTION_PATHS } from '@/features/solutions/solution-links';
import { PageBanner } from './page-banner';

/** /empowerment: popular courses, partner providers and solutions, each with a 更多 link (portal.md 2.3). */
export function EmpowermentPage() {
  return (
    <>
      <PageBanner title="赋能中心">精选课程、认证服务商与解决方案，为企业数字化转型提供全方位赋能。</PageBanner>
      <section className="page-section" aria-labelledby="empowerment-courses-title">
        <div className="container">
          <SectionHeading
            id="empowerment-courses-title"
            title="热门课程"
            extra={<MoreLink to="/empowerment/popularCourses" label="热门课程" />}
          />
          <PopularCourses />
        </div>
      </section>
      <section className="page-section page-section--tinted" aria-labelledby="empowerment-providers-title">
        <div className="container">
          <SectionHeading
            id="empowerment-providers-title"
            title="合作服务商"
            extra={<MoreLink to="/empowerment/serviceProvider" label="合作服务商" />}
          />
          <ProviderTypeTabs />
        </div>
      </section>
      <section className="page-section" aria-labelledby="empowerment-solutions-title">
        <div className="container">
          <SectionHeading
            id="empowerment-solutions-title"
            title="解决方案"
            extra={<MoreLink to={SOLUTION_PATHS.catalogue} label="解决方案" />}
          />
          <FeaturedSolutions />
        </div>
      </section>
    </>
  );
}
