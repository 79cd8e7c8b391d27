import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useRouteCrumbs } from '@/components/content/page-breadcrumb';
import { RECORD_PATHS } from '@/features/assessment/assessment-links';

/**
 * 首页 > 数字化转型评估 > 评估结果: the route titles with the assessment list inserted after 首页
 * (assessment.md 2). A route handle names only its own crumb, so the page builds this row itself.
 */
export function ResultBreadcrumb() {
  const [home, ...rest] = useRouteCrumbs();
  const here = rest.at(-1);
  const crumbs = [...(home ? [home] : []), { title: '数字化转型评估', to: RECORD_PATHS.list }, ...rest];
  const items = crumbs.map((crumb) => ({
    key: crumb.to,
    title: crumb === here ? crumb.title : <Link to={crumb.to}>{crumb.title}</Link>,
  }));
  return <Breadcrumb className="page-breadcrumb" aria-label="当前位置" items={items} />;
}
