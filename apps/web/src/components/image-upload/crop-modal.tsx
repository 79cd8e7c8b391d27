import { Modal, Slider } from 'antd';
import { cropToFile } from './crop-output';
import { useCropFrame } from './use-crop-frame';

/** The square stage's side in CSS px (image-upload.css sizes it the same). */
const STAGE = 260;
const MAX_ZOOM = 3;

interface CropModalProps {
  file: File;
  /** The output's side in px (portal.md 5.9: 100). */
  size: number;
  onDone: (cropped: File) => void;
  onCancel: () => void;
}

/** A square crop with drag and zoom; the output is exactly size×size. */
export function CropModal({ file, size, onDone, onCancel }: CropModalProps) {
  const { imageRef, src, placed, zoom, onLoad, onZoom, pointer } = useCropFrame(file, STAGE);
  const onOk = async () => {
    if (imageRef.current && placed) onDone(await cropToFile(imageRef.current, placed.frame, STAGE, size, file));
  };
  const position = placed
    ? { width: placed.natural.width * placed.frame.scale, left: placed.frame.x, top: placed.frame.y }
    : { visibility: 'hidden' as const };

  return (
    <Modal open title="裁剪图片" okText="确定" cancelText="取消" onOk={onOk} onCancel={onCancel} width={320} centered>
      <div className="image-crop__stage" {...pointer}>
        {src ? (
          <img
            ref={imageRef}
            src={src}
            alt="待裁剪图片"
            draggable={false}
            onLoad={onLoad}
            className="image-crop__image"
            style={position}
          />
        ) : null}
      </div>
      <Slider min={1} max={MAX_ZOOM} step={0.05} value={zoom} onChange={onZoom} aria-label="缩放" />
    </Modal>
  );
}
