import { messages } from '@dtmm/shared';
import { Result } from 'antd';
import { Link } from 'react-router';

/** /401: forbidden access (portal.md 2.1). */
export function NoAccessPage() {
  return (
    <div className="container status-page">
      <Result
        status="403"
        title="无权限"
        subTitle={messages.common.noPermissionPage}
        extra={
          <Link className="status-page__link" to="/dashboard">
            返回工作台
          </Link>
        }
      />
    </div>
  );
}
