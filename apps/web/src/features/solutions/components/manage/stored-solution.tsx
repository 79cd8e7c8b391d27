import { type SolutionItem, solutionMessages } from '@dtmm/shared';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useSolution } from '../../api/solutions-api';
import { BackToListButton } from './back-to-list-button';

function Missing({ text }: { text: string }) {
  return <Result status="warning" title={text} extra={<BackToListButton />} />;
}

/**
 * Loads the entry the address names for the edit and view modes. A missing id, or one the server
 * refuses (another company's entry under review: '解决方案不存在'), shows why and the way back.
 */
export function StoredSolution({ id, children }: { id: string; children: (solution: SolutionItem) => ReactNode }) {
  const query = useSolution(id);
  if (!id) return <Missing text={solutionMessages.notFound} />;
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!query.data) return <Missing text={query.error?.message || solutionMessages.notFound} />;
  return <>{children(query.data)}</>;
}
