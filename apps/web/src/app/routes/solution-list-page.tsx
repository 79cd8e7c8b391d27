import { SolutionCatalogue } from '@/features/solutions/components/catalogue/solution-catalogue';
import { PageBanner } from './page-banner';

/** /empowerment/provider: the approved solutions (portal.md 2.3). */
export function SolutionListPage() {
  return (
    <>
      <PageBanner title="解决方案">
        认证服务商发布、经平台审核的数字化转型解决方案，按服务场景与行业找到适合企业的方案。
      </PageBanner>
      <div className="container page-body">
        <SolutionCatalogue />
      </div>
    </>
  );
}
