import './login-page.css';
import { CheckCircleFilled, HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { LogoMark } from '@/features/layout/components/logo-mark';
import { useDocumentTitle } from '@/features/layout/hooks/use-document-title';
import { usePlatformName } from '@/features/platform/api/platform-config';

const HIGHLIGHTS = ['数字化转型水平在线自评估', '专家线下评估申请', '认证服务商与解决方案对接'];

/** /login (title 登录): the account card beside a short introduction, and a way back home (portal.md 2.5). */
export function LoginPage() {
  const platformName = usePlatformName();
  useDocumentTitle(platformName);
  return (
    <div className="login-page">
      <header className="login-page__top">
        <Link className="login-page__brand" to="/home">
          <LogoMark size={32} />
          <span>{platformName}</span>
        </Link>
        <Link className="login-page__home" to="/">
          <HomeOutlined /> 返回首页
        </Link>
      </header>
      <main className="login-page__body">
        <section className="login-page__intro" aria-label="平台介绍">
          <h2 className="login-page__headline">数字化转型，从这里开始</h2>
          <p className="login-page__lead">注册并认证企业后，即可开展数字化转型评估、对接服务商与解决方案。</p>
          <ul className="login-page__highlights">
            {HIGHLIGHTS.map((text) => (
              <li key={text}>
                <CheckCircleFilled aria-hidden="true" /> {text}
              </li>
            ))}
          </ul>
        </section>
        <LoginPanel />
      </main>
      <footer className="login-page__footer">© {platformName}</footer>
    </div>
  );
}
