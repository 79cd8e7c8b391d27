import { Modal } from 'antd';
import type { ChartImage } from './chart-context';

/** '图片查看': a chart enlarged as an image (assessment.md 2, Printable report). */
export function ImageViewer({ image, onClose }: { image: ChartImage | null; onClose: () => void }) {
  return (
    <Modal title="图片查看" open={image !== null} onCancel={onClose} footer={null} width="min(1000px, 96vw)" centered>
      {image && <img className="report-viewer__image" src={image.src} alt={image.title} />}
    </Modal>
  );
}
