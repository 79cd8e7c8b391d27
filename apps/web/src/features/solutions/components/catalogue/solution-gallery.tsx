import './catalogue.css';
import { CAROUSEL_INTERVAL_MS } from '@dtmm/shared';
import { Carousel } from 'antd';
import { CoverImage } from '@/components/content/cover-image';

/** The solution's images, turning every 5 s (portal.md 2.3); one image stands still, none shows a placeholder. */
export function SolutionGallery({ imageIds, name }: { imageIds: readonly string[]; name: string }) {
  if (imageIds.length <= 1) {
    return (
      <div className="solution-gallery">
        <CoverImage fileId={imageIds[0]} alt={name} />
      </div>
    );
  }
  return (
    <div className="solution-gallery">
      <Carousel autoplay autoplaySpeed={CAROUSEL_INTERVAL_MS} arrows>
        {imageIds.map((id, index) => (
          <div key={id}>
            <CoverImage fileId={id} alt={`${name} 图片${index + 1}`} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
