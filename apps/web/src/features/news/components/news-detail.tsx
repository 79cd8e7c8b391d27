import './news.css';
import type { NewsDetail as NewsDetailData, NoticeDetail } from '@dtmm/shared';
import { type DetailQuery, DetailState } from '@/components/content/detail-state';
import { PageBreadcrumb } from '@/components/content/page-breadcrumb';
import { RichText } from '@/components/content/rich-text';
import { AttachmentTable } from '@/features/files/components/attachment-table';
import { PdfViewer } from '@/features/files/components/pdf-viewer';
import { useNewsDetail, useNoticeDetail } from '../api/news';

/** A news item, or a platform notice (which has no PDF and no attachments). */
type Article = NoticeDetail & Partial<Pick<NewsDetailData, 'fdAddOn1' | 'fdAddOn2' | 'author'>>;

interface NewsDetailProps {
  id: string;
  /** `notice`: a platform notice (GET /cms/notices/queryInfo); otherwise a news item. */
  kind?: 'news' | 'notice';
  /** The section crumb's name (parentsName: 新闻资讯 or 知识中心). */
  sectionLabel?: string;
}

/** Title, publish time, source, the content, the PDF (fdAddOn1) and the attachments (fdAddOn2) (portal.md 2.3). */
export function NewsDetail({ id, kind = 'news', sectionLabel }: NewsDetailProps) {
  const news = useNewsDetail(id, kind === 'news');
  const notice = useNoticeDetail(id, kind === 'notice');
  const query: DetailQuery<Article> = kind === 'notice' ? notice : news;
  return (
    <>
      <PageBreadcrumb sectionLabel={sectionLabel} />
      <DetailState id={id} query={query}>
        {(article) => <NewsArticle article={article} />}
      </DetailState>
    </>
  );
}

function NewsArticle({ article }: { article: Article }) {
  return (
    <article className="article">
      <h1 className="article__title">{article.title}</h1>
      <p className="article__meta">
        <span>发布时间：{article.publishTime || '—'}</span>
        {article.source ? <span>来源：{article.source}</span> : null}
        {article.author ? <span>作者：{article.author}</span> : null}
      </p>
      <RichText html={article.content} />
      {article.fdAddOn1 ? <PdfViewer fileId={article.fdAddOn1} title={article.title} /> : null}
      {article.fdAddOn2 ? <AttachmentTable fileIds={article.fdAddOn2} /> : null}
    </article>
  );
}
