import { Spin } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { resolveCentrePage } from '../page-registry';

/** /user/:page — renders the page the menu names, or the default page. */
export function CentrePage() {
  const { page = '' } = useParams();
  const Page = resolveCentrePage(`user/${page}`);
  return (
    <Suspense fallback={<Spin className="user-centre__loading" />}>
      <Page />
    </Suspense>
  );
}
