import { ProviderDirectory } from '@/features/providers/components/provider-directory';
import { PageBanner } from './page-banner';

/** /empowerment/serviceProvider: the cooperating service providers (portal.md 2.4). */
export function ProviderListPage() {
  return (
    <>
      <PageBanner title="合作服务商">
        汇聚经平台认证的数字化转型服务商，按类别、行业与场景快速找到合适的合作伙伴。
      </PageBanner>
      <div className="container page-body">
        <ProviderDirectory />
      </div>
    </>
  );
}
