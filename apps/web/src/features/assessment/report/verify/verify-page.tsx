import './verify-page.css';
import { useParams } from 'react-router';
import { VerifyCodeForm } from './verify-code-form';
import { VerifyResult } from './verify-result';

/** /verify/:code: anyone holding a printed report confirms it against the platform's record, no login needed. */
export function VerifyPage() {
  const code = (useParams().code ?? '').trim().toUpperCase();
  return (
    <div className="container page-body verify-page">
      <section className="verify-card" aria-labelledby="verify-title">
        <h1 className="verify-card__title" id="verify-title">
          报告核验
        </h1>
        <p className="verify-card__lead">输入评估报告封面上的验证码，核对报告内容是否与平台记录一致。</p>
        {/* Keyed by the code, so the field shows the code of the address after each check. */}
        <VerifyCodeForm key={code} initialCode={code} />
        <VerifyResult code={code} />
      </section>
    </div>
  );
}
