import './operation-guide.css';
import { BookOutlined } from '@ant-design/icons';
import type { GuideDetail } from '@dtmm/shared';
import { ContentVideo } from '@/components/content/content-video';
import { DetailState } from '@/components/content/detail-state';
import { RichText } from '@/components/content/rich-text';
import { useGuideDetail } from '../api/guides';

interface OperationGuideProps {
  /** A published guide's id (the operation.guide dictionary value). */
  id: string;
  /** The title from the help menu's link, shown until the guide itself loads. */
  title: string;
}

/** /operationGuide: the guide's tutorial video, then its steps as the operators wrote them (portal.md 2.3). */
export function OperationGuide({ id, title }: OperationGuideProps) {
  const query = useGuideDetail(id);
  return (
    <div className="operation-guide-page">
      <h1 className="operation-guide__title">
        <BookOutlined /> {query.data?.title || title}
      </h1>
      <DetailState id={id} query={query}>
        {(guide) => <GuideBody guide={guide} />}
      </DetailState>
    </div>
  );
}

function GuideBody({ guide }: { guide: GuideDetail }) {
  return (
    <article className="article operation-guide">
      {guide.videoFileId ? <ContentVideo fileId={guide.videoFileId} title={`${guide.title}视频教程`} /> : null}
      {guide.summary ? <p className="operation-guide__summary">{guide.summary}</p> : null}
      <section className="operation-guide__steps" aria-labelledby="guide-steps-title">
        <h2 className="article__section-title" id="guide-steps-title">
          操作步骤
        </h2>
        <RichText html={guide.content} />
      </section>
    </article>
  );
}
