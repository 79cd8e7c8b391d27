import './operation-guide.css';
import { BookOutlined } from '@ant-design/icons';
import { guideStepsFor } from '../guide-steps';

export const VIDEO_UNSUPPORTED_TEXT = '您的浏览器不支持视频标签。';
const videoUrl = (fileId: string) => `/api/dtmm/common/file/download/${encodeURIComponent(fileId)}`;

interface OperationGuideProps {
  /** The operation.guide dictionary value. */
  id: string | null;
  title: string;
  /** The uploaded tutorial video, when there is one. */
  fileId: string | null;
}

/** Plays a guide's video, or, while it has none, walks through the steps in writing (portal.md 2.3). */
export function OperationGuide({ id, title, fileId }: OperationGuideProps) {
  const guide = guideStepsFor(id, title);
  return (
    <article className="operation-guide">
      <h1 className="operation-guide__title">
        <BookOutlined /> {title}
      </h1>
      {fileId ? (
        // biome-ignore lint/a11y/useMediaCaption: tutorial videos are uploaded without caption tracks
        <video className="operation-guide__video" src={videoUrl(fileId)} controls preload="metadata">
          {VIDEO_UNSUPPORTED_TEXT}
        </video>
      ) : (
        <>
          <p className="operation-guide__summary">{guide.summary}</p>
          <ol className="operation-guide__steps">
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
