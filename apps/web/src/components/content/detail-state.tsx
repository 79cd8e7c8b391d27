import './content.css';
import { contentMessages, messages } from '@dtmm/shared';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** The part of a query a detail page looks at. */
export interface DetailQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  error: Error | null;
}

interface DetailStateProps<T> {
  /** The id from the address; none means there is nothing to show. */
  id: string;
  query: DetailQuery<T>;
  children: (data: T) => ReactNode;
}

/**
 * A detail page's body while it loads, when it failed and when it is there. A missing or offline item
 * shows the server's message ('内容不存在或已下线'); any other failure '请求错误' (portal.md 8). The
 * portal frame around it stays.
 */
export function DetailState<T>({ id, query, children }: DetailStateProps<T>) {
  if (!id) return <DetailEmpty text={contentMessages.notFound} />;
  if (query.isLoading) {
    return (
      <div className="article" aria-busy="true">
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.error || query.data === undefined) {
    return <DetailEmpty text={query.error?.message || messages.common.requestError} />;
  }
  return <>{children(query.data)}</>;
}

function DetailEmpty({ text }: { text: string }) {
  return (
    <div className="article">
      <Empty className="article__empty" description={text} />
    </div>
  );
}

/** A detail's facts table: two pairs a row, one on a phone. */
export const DETAIL_COLUMNS = { xs: 1, sm: 1, md: 2 } as const;
