import { UploadOutlined } from '@ant-design/icons';
import { FILE_PURPOSES } from '@dtmm/shared';
import { Button, Upload, type UploadFile } from 'antd';
import { acceptOf } from '@/components/image-upload/upload-checks';
import { useFileInfos } from '@/features/files/api/file-info';
import { fileSrc } from '@/lib/file-src';
import { type FileUploadOptions, useFileUpload } from '../hooks/use-file-upload';

/** 'report' is private (a formal assessment's report): its link carries the operator's token. */
type FileFieldPurpose = 'image' | 'document' | 'video' | 'report';

interface FileUploadFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  purpose: FileFieldPurpose;
  /** 1: the value is one file id; more: comma-joined ids. */
  maxCount: number;
  id?: string;
}

const NOUNS: Record<FileFieldPurpose, string> = { image: '图片', document: 'PDF', video: '视频', report: 'PDF' };
const MB = 1024 * 1024;

/** 'jpg/png，不超过 2MB' and, for a list, how many. */
function hintOf(purpose: FileFieldPurpose, maxCount: number): string {
  const rule = FILE_PURPOSES[purpose];
  const size = `不超过 ${Math.round((rule.maxBytes / MB) * 10) / 10}MB`;
  return `${rule.types.join('/')}，${maxCount > 1 ? `每个${size}，最多 ${maxCount} 个` : size}`;
}

/** Uploads of a content form (cover, PDF, video, attachments) with progress; names come from the file details. */
export function FileUploadField({ value, onChange, purpose, maxCount, id }: FileUploadFieldProps) {
  const options: FileUploadOptions = { value, onChange, purpose, maxCount };
  const upload = useFileUpload(options);
  const infos = useFileInfos(upload.ids);
  const fileList: UploadFile[] = [
    ...upload.ids.map((fileId, index) => ({
      uid: fileId,
      name: infos[index]?.data?.fileName || `${NOUNS[purpose]}${index + 1}`,
      status: 'done' as const,
      url: fileSrc(fileId, purpose),
      ...(purpose === 'image' ? { thumbUrl: fileSrc(fileId, purpose) } : {}),
    })),
    ...upload.uploading,
  ];
  return (
    <div className="content-upload">
      <Upload
        id={id}
        listType={purpose === 'image' ? 'picture' : 'text'}
        accept={acceptOf(purpose)}
        multiple={maxCount > 1}
        fileList={fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.remove}
      >
        {fileList.length >= maxCount ? null : <Button icon={<UploadOutlined />}>上传{NOUNS[purpose]}</Button>}
      </Upload>
      <p className="content-upload__hint">{hintOf(purpose, maxCount)}</p>
    </div>
  );
}
