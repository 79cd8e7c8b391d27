import type { TopProvider } from '@dtmm/shared';
import { ReportNote } from './report-chapter';

/** Up to three recommended providers (recommendTopServiceProviders). */
export function TopProviders({ providers, isFailed }: { providers: readonly TopProvider[]; isFailed: boolean }) {
  if (isFailed) return <ReportNote>推荐服务商暂时无法获取，请稍后刷新页面重试。</ReportNote>;
  if (providers.length === 0) return <ReportNote>暂无推荐服务商。</ReportNote>;
  return (
    <ul className="report-providers">
      {providers.slice(0, 3).map((provider) => (
        <li key={provider.id} className="report-provider">
          <strong className="report-provider__name">{provider.companyName}</strong>
          {provider.serviceIndustry && (
            <span className="report-muted">服务行业：{provider.serviceIndustry.split(',').join('、')}</span>
          )}
          <p>{provider.serviceProviderIntroduction || '暂无简介'}</p>
        </li>
      ))}
    </ul>
  );
}
