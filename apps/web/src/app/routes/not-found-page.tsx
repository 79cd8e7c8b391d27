import { Result } from 'antd';
import { Link } from 'react-router';

/** /404: unknown addresses land here (portal.md 2.1). */
export function NotFoundPage() {
  return (
    <div className="container status-page">
      <Result
        status="404"
        title="页面不存在"
        subTitle="抱歉，您访问的页面不存在，请检查您输入的网址是否正确。"
        extra={
          <Link className="status-page__link" to="/home">
            返回首页
          </Link>
        }
      />
    </div>
  );
}
