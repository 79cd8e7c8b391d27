import './cases.css';
import type { CaseDetail as CaseDetailData } from '@dtmm/shared';
import { Descriptions } from 'antd';
import { ContentVideo } from '@/components/content/content-video';
import { DETAIL_COLUMNS, DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { dayOf } from '@/lib/format';
import { useDetailLayout } from '@/lib/use-is-phone';
import { useCaseDetail } from '../api/cases';

/** /case/detail and /empowerment/severCase/detail: one case with its facts, video and sections (portal.md 2.3). */
export function CaseDetail({ id }: { id: string }) {
  const query = useCaseDetail(id);
  return (
    <>
      <PageBreadcrumb />
      <DetailState id={id} query={query}>
        {(item) => <CaseArticle item={item} />}
      </DetailState>
    </>
  );
}

function CaseArticle({ item }: { item: CaseDetailData }) {
  const layout = useDetailLayout();
  const facts = [
    { key: 'company', label: '企业名称', children: item.companyName || '—' },
    { key: 'type', label: '案例类型', children: item.caseType || '—' },
    { key: 'date', label: '发布日期', children: dayOf(item.createTime) || '—' },
    { key: 'unit', label: '建设单位', children: item.constructionUnit || '—' },
  ];
  return (
    <article className="article">
      <h1 className="article__title">{item.caseTitle}</h1>
      <Descriptions bordered size="small" column={DETAIL_COLUMNS} layout={layout} items={facts} />
      {item.fdAddOn3 ? (
        <section className="article__section" aria-label="案例视频">
          <ContentVideo fileId={item.fdAddOn3} title={`${item.caseTitle}视频`} />
        </section>
      ) : null}
      <section className="article__section" aria-labelledby="case-content-title">
        <h2 className="article__section-title" id="case-content-title">
          建设内容
        </h2>
        <RichText html={item.caseContent} />
      </section>
      <section className="article__section" aria-labelledby="case-effect-title">
        <h2 className="article__section-title" id="case-effect-title">
          建设成效
        </h2>
        <RichText html={item.fdAddOn1} />
      </section>
    </article>
  );
}
