import { Button, Result } from 'antd';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown inside the layout when a page fails to load or render (e.g. a chunk is gone after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="container status-page">
      <Result
        status="warning"
        title="页面加载失败"
        subTitle={detail ?? '网络不稳定或页面已更新，请刷新后重试。'}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>,
          <Link key="home" className="status-page__link" to="/home">
            返回首页
          </Link>,
        ]}
      />
    </div>
  );
}
