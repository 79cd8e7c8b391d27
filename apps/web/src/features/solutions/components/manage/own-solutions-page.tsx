import './manage.css';
import { Spin } from 'antd';
import { TabsWithAction } from '@/components/tabs-with-action/tabs-with-action';
import { OwnSolutionList } from './own-solution-list';
import { ProviderFirstNotice } from './provider-first-notice';
import { PublishButton } from './publish-button';
import { type SolutionAccess, useSolutionAccess } from './use-solution-access';

function PageBody({ access }: { access: SolutionAccess }) {
  if (access.isRechecking) return <Spin className="own-solutions__loading" />;
  if (!access.isProvider) return <ProviderFirstNotice />;
  return <OwnSolutionList canManage={access.canManage} />;
}

/**
 * /user/solution (portal.md 2.10): the company's solutions with their review status. A USER member
 * reads them; only the ADMIN of a certified provider publishes, edits and deletes.
 */
export function OwnSolutionsPage() {
  const access = useSolutionAccess();
  return (
    <section className="own-solutions">
      <TabsWithAction
        items={[{ key: 'solutions', label: '解决方案', children: <PageBody access={access} /> }]}
        action={access.canManage ? <PublishButton /> : null}
      />
    </section>
  );
}
