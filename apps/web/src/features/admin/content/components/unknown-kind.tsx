import { Result } from 'antd';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../../admin-paths';

/** /admin/content/<something no kind is called>. */
export function UnknownKind() {
  return <Result status="404" title="没有这类内容" extra={<Link to={ADMIN_PATHS.dashboard}>返回工作台</Link>} />;
}
