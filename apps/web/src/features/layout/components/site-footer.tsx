import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { AGREEMENT_KIND_LABELS, AGREEMENT_KINDS, type PlatformConfig } from '@dtmm/shared';
import { Link } from 'react-router';
import { agreementPagePath } from '@/features/agreements/api/agreements-api';
import { useProviderJoinPath } from '@/features/auth/hooks/use-provider-join-path';
import { LogoMark } from './logo-mark';

const QUICK_LINKS = [
  { label: '合作服务商', to: '/empowerment/serviceProvider' },
  { label: '服务中心', to: '/severcenter' },
];

interface SiteFooterProps {
  platformName: string;
  config: PlatformConfig | undefined;
}

/** Platform name, 服务热线, e-mail, filing number and copyright. */
export function SiteFooter({ platformName, config }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const providerJoinPath = useProviderJoinPath();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand">
          <div className="site-footer__name">
            <LogoMark size={28} />
            <span>{platformName}</span>
          </div>
          <p>汇聚政策、案例、服务商与评估工具，陪伴企业走好数字化转型每一步。</p>
        </section>
        <section aria-label="联系我们">
          <h2 className="site-footer__title">联系我们</h2>
          <p>
            <PhoneOutlined /> 服务热线：
            {config?.supportPhone ? <a href={`tel:${config.supportPhone}`}>{config.supportPhone}</a> : '—'}
          </p>
          <p>
            <MailOutlined /> 服务邮箱：
            {config?.supportEmail ? <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a> : '—'}
          </p>
        </section>
        <nav aria-label="快速入口">
          <h2 className="site-footer__title">快速入口</h2>
          <ul className="site-footer__links">
            {[...QUICK_LINKS, { label: '服务商入驻', to: providerJoinPath }].map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <span>
            Copyright © {year} {platformName} 版权所有
          </span>
          {AGREEMENT_KINDS.map((kind) => (
            <Link key={kind} to={agreementPagePath(kind)}>
              {AGREEMENT_KIND_LABELS[kind]}
            </Link>
          ))}
          {config?.filingNumber ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
              {config.filingNumber}
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
