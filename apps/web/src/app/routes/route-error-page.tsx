import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useReportRouteError } from '@/features/error-reporting/use-report-route-error';

/**
 * Shown inside the layout when a page fails to load or render (e.g. a chunk is gone after a deploy).
 * Plain HTML: it must work when the code that failed to load was antd's.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  useReportRouteError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="container status-page" role="alert">
      <div className="status-page__icon" aria-hidden="true">
        !
      </div>
      <h1 className="status-page__title">页面加载失败</h1>
      <p className="status-page__text">{detail ?? '网络不稳定或页面已更新，请刷新后重试。'}</p>
      <div className="status-page__actions">
        <button type="button" className="status-page__button" onClick={() => window.location.reload()}>
          刷新页面
        </button>
        <Link className="status-page__link" to="/home">
          返回首页
        </Link>
      </div>
    </div>
  );
}
