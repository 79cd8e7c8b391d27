import './home-sections.css';
import { MoreLink } from '@/components/more-link';
import { FeaturedSolutions } from '@/features/solutions/components/catalogue/featured-solutions';
import { SOLUTION_PATHS } from '@/features/solutions/solution-links';
import { HomeStandards } from '@/features/standards/components/home-standards';

/** 标准规范 (the newest five) beside 解决方案 (the first four approved). */
export function HomeKnowledge() {
  return (
    <div className="home-knowledge">
      <section className="home-knowledge__panel" aria-labelledby="home-standards-title">
        <header className="home-knowledge__head">
          <h3 id="home-standards-title">标准规范</h3>
          <MoreLink to="/konwledge?type=2" label="标准规范" />
        </header>
        <HomeStandards />
      </section>
      <section className="home-knowledge__panel" aria-labelledby="home-solutions-title">
        <header className="home-knowledge__head">
          <h3 id="home-solutions-title">解决方案</h3>
          <MoreLink to={SOLUTION_PATHS.catalogue} label="解决方案" />
        </header>
        <FeaturedSolutions isCompact />
      </section>
    </div>
  );
}
