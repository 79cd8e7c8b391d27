import type { FilePurpose } from '@dtmm/shared';
import type { UploadFile, UploadProps } from 'antd';
import { useRef } from 'react';
import { fileRefusal, joinIds, splitIds } from '../image-upload/upload-checks';
import { type PickedFile, useUploadProgress } from '../image-upload/use-upload-progress';

type RequestOptions = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export interface FileUploadOptions {
  /** Set by Form.Item: the comma-joined file ids. */
  value?: string;
  onChange?: (value: string) => void;
  purpose: FilePurpose;
  maxCount: number;
  /** Said when a pick would pass maxCount (default '最多上传N个文件'). */
  countMessage?: string;
  /** +1 when an upload starts, -1 when it ends: a form may wait for its files before it saves. */
  onPendingChange?: (delta: number) => void;
}

const tooMany = (max: number) => `最多上传${max}个文件`;

/**
 * A file field (content forms, a formal report, a provider's site photos and report): refuse a wrong
 * type or size before sending, send one file per request with its progress, and append the answered
 * id to the (comma-joined) value.
 */
export function useFileUpload({
  value,
  onChange,
  purpose,
  maxCount,
  countMessage,
  onPendingChange,
}: FileUploadOptions) {
  const { uploading, refuse, send } = useUploadProgress();
  // Two uploads may finish before the form re-renders with the first id; both must land in the value.
  const ids = useRef<string[]>([]);
  ids.current = splitIds(value);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal = fileRefusal(file, purpose);
    if (refusal) return refuse(refusal);
    if (batch.indexOf(file) >= maxCount - ids.current.length - uploading.length)
      return refuse(countMessage ?? tooMany(maxCount));
    return true;
  };

  const customRequest = async ({ file, onSuccess, onError }: RequestOptions) => {
    onPendingChange?.(1);
    try {
      const info = await send(file as PickedFile, purpose);
      ids.current = [...ids.current, info.id];
      onChange?.(joinIds(ids.current));
      onSuccess?.(info);
    } catch (error) {
      onError?.(error as Error); // the api client has told the person
    } finally {
      onPendingChange?.(-1);
    }
  };

  const remove = (file: UploadFile) => {
    if (file.status === 'uploading') return false;
    onChange?.(joinIds(ids.current.filter((id) => id !== file.uid)));
    return true;
  };
  return { ids: ids.current, uploading, beforeUpload, customRequest, remove };
}
