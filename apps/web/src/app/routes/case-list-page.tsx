import { CaseDirectory } from '@/features/cases/components/case-directory';
import { PageBanner } from './page-banner';

/** /case: transformation cases by type (portal.md 2.3). */
export function CaseListPage() {
  return (
    <>
      <PageBanner title="转型案例">两化融合、工业互联网与典型案例，借鉴同行企业的数字化转型实践。</PageBanner>
      <div className="container page-body">
        <CaseDirectory />
      </div>
    </>
  );
}
