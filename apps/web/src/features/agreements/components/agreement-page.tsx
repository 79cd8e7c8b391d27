import './agreements.css';
import { AGREEMENT_KINDS, type AgreementKind } from '@dtmm/shared';
import { Navigate, useParams } from 'react-router';
import { DetailState } from '@/components/content/detail-state';
import { RichText } from '@/components/content/rich-text';
import { useCurrentAgreements } from '../api/agreements-api';

const isKind = (value: string | undefined): value is AgreementKind =>
  (AGREEMENT_KINDS as readonly string[]).includes(value ?? '');

/** /agreement/terms and /agreement/privacy: the current version, as people agree to it. */
export function AgreementPage() {
  const { kind } = useParams();
  const { data, isLoading, error } = useCurrentAgreements();
  if (!isKind(kind)) return <Navigate to="/404" replace />;
  const agreement = data?.find((item) => item.kind === kind);
  // Loaded without this kind (nothing published): the detail's own "not found".
  const id = data && !agreement ? '' : kind;
  return (
    <div className="container page-body">
      <DetailState id={id} query={{ data: agreement, isLoading, error }}>
        {(shown) => (
          <article className="article agreement">
            <h1 className="article__title">{shown.title}</h1>
            <p className="agreement__meta">
              第 {shown.version} 版 · 发布于 {shown.publishedAt.slice(0, 10)}
            </p>
            <RichText html={shown.content} />
          </article>
        )}
      </DetailState>
    </div>
  );
}
