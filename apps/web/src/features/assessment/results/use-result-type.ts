import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isResultType, RECORD_PATHS, type ResultType } from '@/features/assessment/assessment-links';

/**
 * The result page's `type` (zdpg, other or dcmm). Without a known one the page cannot tell which
 * result to show: it logs '请定义type' and replaces itself with the service centre, which gets this
 * address as `redirect` (assessment.md 2 and 8). Null while that happens.
 */
export function useResultType(): ResultType | null {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const type = params.get('type');
  const known = isResultType(type) ? type : null;
  useEffect(() => {
    if (known) return;
    console.error('请定义type');
    navigate(RECORD_PATHS.missingType(`${pathname}${search}`), { replace: true });
  }, [known, navigate, pathname, search]);
  return known;
}
