import './solutions.css';
import { Empty } from 'antd';

/**
 * Where published solutions will be listed. The public solution API (portal.md 7.3) is not built yet,
 * so this says so plainly rather than showing invented entries.
 */
export function SolutionShowcase() {
  return (
    <div className="solution-showcase">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无解决方案" />
    </div>
  );
}
