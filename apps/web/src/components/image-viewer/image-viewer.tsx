import './image-viewer.css';
import { Modal } from 'antd';

/** An image to show enlarged: where it is and what it shows (its alt text). */
export interface ViewedImage {
  title: string;
  src: string;
}

/** '图片查看': an image enlarged in a modal (assessment.md 2: the report's charts, the providers' site photos). */
export function ImageViewer({ image, onClose }: { image: ViewedImage | null; onClose: () => void }) {
  return (
    <Modal title="图片查看" open={image !== null} onCancel={onClose} footer={null} width="min(1000px, 96vw)" centered>
      {image && <img className="image-viewer__image" src={image.src} alt={image.title} />}
    </Modal>
  );
}
