import '../insight.css';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { CompanyDashboard } from '../components/company-dashboard';
import { ProvinceDashboard } from '../components/province-dashboard';

/** Who sees nothing here, and why. */
function Explanation({ hasCompany }: { hasCompany: boolean }) {
  return hasCompany ? (
    <Alert
      type="info"
      showIcon
      title="数据看板仅向企业管理员开放"
      description="如需查看本企业的评估与服务数据，请联系本企业管理员。"
    />
  ) : (
    <Alert
      type="info"
      showIcon
      title="完成企业认证后可查看数据看板"
      description={
        <>
          数据看板展示本企业的自评估历程、薄弱指标与正式评估进度。<Link to="/user/companyinfo">去认证企业</Link>
        </>
      }
    />
  );
}

/**
 * /bi/bidashboard/view (portal.md 2.6, a personal page): the province dashboard for an operator, the
 * company's for an enterprise ADMIN, and for anyone else what they would need to see one.
 */
export function CentreInsightPage() {
  const { user, hasCompany } = useSession();
  const isOperator = user?.isOperator === true;
  const isCompanyAdmin = hasCompany && user?.role === 'ADMIN';
  return (
    <section className="centre-insight">
      <h2 className="insight-title">{isOperator ? '省级数据看板' : '数据看板'}</h2>
      {isOperator ? (
        <ProvinceDashboard />
      ) : isCompanyAdmin ? (
        <CompanyDashboard />
      ) : (
        <Explanation hasCompany={hasCompany} />
      )}
    </section>
  );
}
