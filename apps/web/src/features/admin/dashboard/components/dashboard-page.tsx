import { Alert, Skeleton } from 'antd';
import { usePendingSolutionCount } from '../../solutions/api/solution-review-api';
import { useAdminDashboard } from '../api/dashboard-api';
import { FigureCards } from './figure-cards';
import { OldestWaiting } from './oldest-waiting';

/** /admin: what waits for review and how the platform stands. */
export function DashboardPage() {
  const { data, isPending, isError } = useAdminDashboard();
  const pendingSolutions = usePendingSolutionCount();
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">工作台</h1>
      {isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {isError ? <Alert type="error" showIcon title="统计数据加载失败，请刷新重试" /> : null}
      {data ? (
        <>
          <FigureCards data={data} pendingSolutions={pendingSolutions} />
          <OldestWaiting rows={data.oldestWaiting} />
        </>
      ) : null}
    </section>
  );
}
