import './manage.css';
import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import type { SolutionFormMode } from '../../solution-links';
import { BackToListButton } from './back-to-list-button';
import { ProviderFirstNotice } from './provider-first-notice';
import { SolutionEditor } from './solution-editor';
import { SolutionView } from './solution-view';
import { StoredSolution } from './stored-solution';
import { type SolutionAccess, useSolutionAccess } from './use-solution-access';

const MODES: readonly SolutionFormMode[] = ['add', 'edit', 'view'];
const TITLES: Record<SolutionFormMode, string> = { add: '发布解决方案', edit: '编辑解决方案', view: '解决方案详情' };

/** The mode the address asks for; an unknown one views the entry it names, or adds one when it names none. */
function modeOf(asked: string | null, id: string): SolutionFormMode {
  return MODES.find((known) => known === asked) ?? (id ? 'view' : 'add');
}

function PageBody({ mode, id, access }: { mode: SolutionFormMode; id: string; access: SolutionAccess }) {
  if (access.isRechecking) return <Spin className="own-solutions__loading" />;
  if (!access.isProvider) return <ProviderFirstNotice />;
  if (mode === 'add') {
    if (access.canManage) return <SolutionEditor />;
    return <Result status="info" title="仅企业管理员可发布解决方案" extra={<BackToListButton />} />;
  }
  return (
    <StoredSolution id={id}>
      {(solution) =>
        mode === 'edit' ? (
          <SolutionEditor key={solution.id} solution={solution} />
        ) : (
          <SolutionView solution={solution} canEdit={access.canManage} />
        )
      }
    </StoredSolution>
  );
}

/**
 * /user/solutionForm?mode=add|edit|view&id= (portal.md 2.10, 5.8). Only the ADMIN of a certified provider
 * adds and edits; a USER member asking to edit is shown the entry read-only.
 */
export function SolutionFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const access = useSolutionAccess();
  const asked = modeOf(params.get('mode'), id);
  const mode = asked === 'edit' && !access.canManage ? 'view' : asked;
  return (
    <section className="solution-page">
      <h2 className="user-centre__title">{TITLES[mode]}</h2>
      <PageBody mode={mode} id={id} access={access} />
    </section>
  );
}
