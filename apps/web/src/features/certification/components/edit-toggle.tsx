import { Button } from 'antd';
import { CERTIFICATION_TEXTS as T } from '../certification-texts';
import type { CertificationPage } from '../hooks/use-certification-page';

/** 编辑 / 返回 beside the tab, only where canToggleEdit allows it (portal.md 2.7). */
export function EditToggle({ page }: { page: CertificationPage }) {
  if (!page.canEdit) return null;
  return <Button onClick={() => page.setWantsForm(!page.wantsForm)}>{page.wantsForm ? T.back : T.edit}</Button>;
}
