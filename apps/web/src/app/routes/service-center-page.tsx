import { ServiceCenter } from '@/features/service-center/components/service-center';
import { PageBanner } from './page-banner';

/** /severcenter: the service centre with its three cards (assessment.md 2). */
export function ServiceCenterPage() {
  return (
    <>
      <PageBanner title="服务中心">开展数字化转型水平评估与 DCMM 评估，在线自评或申请专家线下评估。</PageBanner>
      <div className="container page-body">
        <ServiceCenter />
      </div>
    </>
  );
}
