import './content.css';
import { fileDownloadPath } from '@dtmm/shared';

/** What a browser without <video> shows instead (portal.md 8). */
export const VIDEO_UNSUPPORTED_TEXT = '您的浏览器不支持视频标签。';

/** An uploaded video (mp4 or webm), played from the file download path; the seeking uses byte ranges. */
export function ContentVideo({ fileId, title }: { fileId: string; title: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: the videos are uploaded without caption tracks
    <video
      className="content-video"
      src={fileDownloadPath(encodeURIComponent(fileId))}
      controls
      preload="metadata"
      aria-label={title}
    >
      {VIDEO_UNSUPPORTED_TEXT}
    </video>
  );
}
