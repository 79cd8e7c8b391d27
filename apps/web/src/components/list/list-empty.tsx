import './list.css';
import { Empty } from 'antd';

/** What a list shows when nothing matched (portal.md 8: '暂无数据'). */
export function ListEmpty({ description = '暂无数据' }: { description?: string }) {
  return <Empty className="list-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
