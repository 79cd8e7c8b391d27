import './file-upload.css';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_PURPOSES } from '@dtmm/shared';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useFileInfos } from '@/features/files/api/file-info';
import { fileSrc } from '@/lib/file-src';
import { acceptOf } from '../image-upload/upload-checks';
import { ImageViewer, type ViewedImage } from '../image-viewer/image-viewer';
import { useFileUpload } from './use-file-upload';

/** 'report' and 'sitePhoto' are private (formal and 551 evidence): their links carry the viewer's token. */
type FileFieldPurpose = 'image' | 'document' | 'video' | 'report' | 'sitePhoto';

interface FileUploadFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  purpose: FileFieldPurpose;
  /** 1: the value is one file id; more: comma-joined ids. */
  maxCount: number;
  /** Said when a pick would pass maxCount, in the purpose's own words (default '最多上传N个文件'). */
  countMessage?: string;
  /** Shows the files only: nothing can be added or removed. */
  disabled?: boolean;
  /** +1 when an upload starts, -1 when it ends. */
  onPendingChange?: (delta: number) => void;
  id?: string;
}

const NOUNS: Record<FileFieldPurpose, string> = {
  image: '图片',
  document: 'PDF',
  video: '视频',
  report: 'PDF',
  sitePhoto: '照片',
};
/** Site photos are cards of thumbnails; content images a list with thumbnails; other files their names. */
const LIST_TYPES: Record<FileFieldPurpose, NonNullable<UploadProps['listType']>> = {
  image: 'picture',
  sitePhoto: 'picture-card',
  document: 'text',
  video: 'text',
  report: 'text',
};
const isImagePurpose = (purpose: FileFieldPurpose) => purpose === 'image' || purpose === 'sitePhoto';
const MB = 1024 * 1024;

/** 'jpg/png，不超过 2MB' and, for a list, how many. */
function hintOf(purpose: FileFieldPurpose, maxCount: number): string {
  const rule = FILE_PURPOSES[purpose];
  const size = `不超过 ${Math.round((rule.maxBytes / MB) * 10) / 10}MB`;
  return `${rule.types.join('/')}，${maxCount > 1 ? `每个${size}，最多 ${maxCount} 个` : size}`;
}

function UploadTrigger({ purpose }: { purpose: FileFieldPurpose }) {
  if (LIST_TYPES[purpose] !== 'picture-card') return <Button icon={<UploadOutlined />}>上传{NOUNS[purpose]}</Button>;
  return (
    <div className="file-upload__card-trigger">
      <PlusOutlined />
      <span>上传{NOUNS[purpose]}</span>
    </div>
  );
}

/**
 * An upload whose value is the comma-joined file ids, with progress; names come from the file details.
 * Images open in 图片查看, other files by their link.
 */
export function FileUploadField({ disabled, id, ...options }: FileUploadFieldProps) {
  const { purpose, maxCount } = options;
  const upload = useFileUpload(options);
  const infos = useFileInfos(upload.ids);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const fileList: UploadFile[] = [
    ...upload.ids.map((fileId, index) => ({
      uid: fileId,
      name: infos[index]?.data?.fileName || `${NOUNS[purpose]}${index + 1}`,
      status: 'done' as const,
      url: fileSrc(fileId, purpose),
      ...(isImagePurpose(purpose) ? { thumbUrl: fileSrc(fileId, purpose) } : {}),
    })),
    ...upload.uploading,
  ];
  const view = (file: UploadFile) => setViewed(file.url ? { src: file.url, title: file.name } : null);
  return (
    <div className="file-upload">
      <Upload
        id={id}
        listType={LIST_TYPES[purpose]}
        accept={acceptOf(purpose)}
        multiple={maxCount > 1}
        disabled={disabled}
        fileList={fileList}
        showUploadList={{ showRemoveIcon: !disabled }}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.remove}
        onPreview={isImagePurpose(purpose) ? view : undefined}
      >
        {fileList.length >= maxCount || disabled ? null : <UploadTrigger purpose={purpose} />}
      </Upload>
      {disabled ? null : <p className="file-upload__hint">{hintOf(purpose, maxCount)}</p>}
      {isImagePurpose(purpose) ? <ImageViewer image={viewed} onClose={() => setViewed(null)} /> : null}
    </div>
  );
}
