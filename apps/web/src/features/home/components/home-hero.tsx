import './home-hero.css';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useProviderJoinPath } from '@/features/auth/hooks/use-provider-join-path';

/** The home page's opening: what the platform is for, and the two things to do first. */
export function HomeHero({ province }: { province: string }) {
  const providerJoinPath = useProviderJoinPath();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <p className="home-hero__eyebrow">{province}企业数字化转型公共服务</p>
        <h1 className="home-hero__title" id="home-hero-title">
          以数字化转型，
          <br className="home-hero__break" />
          助力{province}企业高质量发展
        </h1>
        <p className="home-hero__lead">
          一站汇聚政策资讯、转型案例、专业服务商与评估工具：先评估看清现状，再对接服务找准路径，让转型少走弯路。
        </p>
        <div className="home-hero__actions">
          <Link className="hero-button hero-button--primary" to="/severcenter">
            开始自评估 <ArrowRightOutlined />
          </Link>
          <Link className="hero-button hero-button--ghost" to={providerJoinPath}>
            服务商入驻
          </Link>
        </div>
      </div>
    </section>
  );
}
