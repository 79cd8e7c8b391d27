import { KnowledgeCentre } from '@/features/knowledge/components/knowledge-centre';
import { PageBanner } from './page-banner';

/** /konwledge: policy interpretation, standards and knowledge materials (portal.md 2.3). */
export function KnowledgePage() {
  return (
    <>
      <PageBanner title="知识中心">政策解读、标准规范与知识资料，为企业数字化转型提供参考依据。</PageBanner>
      <div className="container page-body">
        <KnowledgeCentre />
      </div>
    </>
  );
}
