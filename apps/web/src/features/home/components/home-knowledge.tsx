import './home-sections.css';
import { MoreLink } from '@/components/more-link';
import { SolutionShowcase } from '@/features/solutions/components/solution-showcase';
import { HomeStandards } from '@/features/standards/components/home-standards';

/** 标准规范 (the newest five) beside 解决方案 (empty until the solution API exists). */
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
          <MoreLink to="/empowerment/provider" label="解决方案" />
        </header>
        <SolutionShowcase />
      </section>
    </div>
  );
}
