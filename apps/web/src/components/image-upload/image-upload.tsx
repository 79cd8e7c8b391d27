import './image-upload.css';
import { PlusOutlined } from '@ant-design/icons';
import type { FilePurpose } from '@dtmm/shared';
import { Upload, type UploadFile } from 'antd';
import { fileSrc } from '@/lib/file-src';
import { CropModal } from './crop-modal';
import { IMAGE_ACCEPT } from './upload-checks';
import { useImageUpload } from './use-image-upload';

export interface ImageUploadProps {
  /** Comma-joined file ids (the form value). */
  value?: string;
  onChange?: (value: string) => void;
  /** The upload's projectClass: `image` (public) or `license` (private). */
  purpose: FilePurpose;
  maxCount?: number;
  /** Crop to a square of this many px before sending (portal.md 5.9: logos are 100×100). */
  cropSize?: number;
  disabled?: boolean;
  /** Set by Form.Item, so the field's label names the file input. */
  id?: string;
}

/** Picture-card upload of jpg/png images whose value is the comma-joined file ids (portal.md 5.9, 7.6). */
export function ImageUpload({ value, onChange, purpose, maxCount = 1, cropSize, disabled, id }: ImageUploadProps) {
  const upload = useImageUpload({ value, onChange, purpose, maxCount, cropSize });
  const fileList: UploadFile[] = [
    ...upload.ids.map((fileId, index) => ({
      uid: fileId,
      name: `图片${index + 1}`,
      status: 'done' as const,
      url: fileSrc(fileId, purpose),
    })),
    ...upload.uploading,
  ];
  const isFull = fileList.length >= maxCount;

  return (
    <>
      <Upload
        id={id}
        className="image-upload"
        listType="picture-card"
        accept={IMAGE_ACCEPT}
        multiple={maxCount > 1}
        disabled={disabled}
        fileList={fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.remove}
      >
        {isFull || disabled ? null : (
          <div className="image-upload__trigger">
            <PlusOutlined />
            <span>上传图片</span>
          </div>
        )}
      </Upload>
      {upload.crop && cropSize ? (
        <CropModal
          file={upload.crop.file}
          size={cropSize}
          onDone={upload.closeCrop}
          onCancel={() => upload.closeCrop(Upload.LIST_IGNORE)}
        />
      ) : null}
    </>
  );
}
