import './news.css';
import { NotificationOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { dayOf } from '@/lib/format';
import { useLatestNotice } from '../api/news';
import { noticeDetailHref } from '../news-links';

/** One line with the newest platform notice; its height is kept while it loads, and it is gone when there is none. */
export function NoticeBar() {
  const { data: notice, isLoading } = useLatestNotice();
  if (!isLoading && !notice) return null;
  return (
    <div className="notice-bar">
      <div className="container notice-bar__inner">
        <span className="notice-bar__label">
          <NotificationOutlined /> 平台公告
        </span>
        {notice ? (
          <Link className="notice-bar__link" to={noticeDetailHref(notice.id)}>
            <span className="notice-bar__title">{notice.title}</span>
            <time className="notice-bar__date">{dayOf(notice.publishTime)}</time>
            <RightOutlined />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
