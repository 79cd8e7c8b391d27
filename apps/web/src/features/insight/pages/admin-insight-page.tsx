import '../insight.css';
import { ProvinceDashboard } from '../components/province-dashboard';

/** /admin/insight: the province dashboard in the back office. */
export function AdminInsightPage() {
  return (
    <section className="admin-page">
      <div className="admin-page__head">
        <h1 className="admin-page__title">省级数据看板</h1>
      </div>
      <ProvinceDashboard />
    </section>
  );
}
