import type { FilePurpose } from '@dtmm/shared';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { uploadFile } from '@/components/image-upload/upload-api';
import { fileRefusal, joinIds, splitIds } from '@/components/image-upload/upload-checks';

type RequestOptions = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export interface FileUploadOptions {
  value: string | undefined;
  onChange: ((value: string) => void) | undefined;
  purpose: FilePurpose;
  maxCount: number;
}

const tooMany = (max: number) => `最多上传${max}个文件`;

/**
 * A content form's file field: refuse a wrong type or size before sending, send one file per
 * request with its progress, and append the answered id to the (comma-joined) value.
 */
export function useFileUpload({ value, onChange, purpose, maxCount }: FileUploadOptions) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  // Two uploads may finish before the form re-renders with the first id; both must land in the value.
  const ids = useRef<string[]>([]);
  ids.current = splitIds(value);
  const refuse = (text: string) => {
    void message.error({ content: text, key: text });
    return Upload.LIST_IGNORE;
  };
  const track = (uid: string, change: Partial<UploadFile> | null) =>
    setUploading((list) =>
      change
        ? list.map((item) => (item.uid === uid ? { ...item, ...change } : item))
        : list.filter((i) => i.uid !== uid),
    );

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal = fileRefusal(file, purpose);
    if (refusal) return refuse(refusal);
    if (batch.indexOf(file) >= maxCount - ids.current.length - uploading.length) return refuse(tooMany(maxCount));
    return true;
  };

  const customRequest = async ({ file, onSuccess, onError }: RequestOptions) => {
    const picked = file as File & { uid: string };
    setUploading((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading', percent: 0 }]);
    try {
      const info = await uploadFile(picked, picked.name, purpose, {
        onUploadProgress: (percent) => track(picked.uid, { percent }),
      });
      ids.current = [...ids.current, info.id];
      onChange?.(joinIds(ids.current));
      onSuccess?.(info);
    } catch (error) {
      onError?.(error as Error); // the api client has told the person
    } finally {
      track(picked.uid, null);
    }
  };

  const remove = (file: UploadFile) => {
    if (file.status === 'uploading') return false;
    onChange?.(joinIds(ids.current.filter((id) => id !== file.uid)));
    return true;
  };
  return { ids: ids.current, uploading, beforeUpload, customRequest, remove };
}
