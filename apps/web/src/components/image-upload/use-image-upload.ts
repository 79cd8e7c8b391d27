import { type FilePurpose, messages } from '@dtmm/shared';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { uploadFile } from './upload-api';
import { imageRefusal, joinIds, splitIds } from './upload-checks';

type RequestOptions = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export interface ImageUploadOptions {
  value: string | undefined;
  onChange: ((value: string) => void) | undefined;
  purpose: FilePurpose;
  maxCount: number;
  cropSize: number | undefined;
}

/** A picked file waiting in the crop modal, and how to hand the cropped one (or nothing) back to antd. */
export interface PendingCrop {
  file: File;
  finish: (cropped: File | typeof Upload.LIST_IGNORE) => void;
}

/**
 * The upload's checks and calls: refuse wrong files before sending (portal.md 5.9), optionally
 * crop, send one file per request, and append its id to the comma-joined value.
 */
export function useImageUpload({ value, onChange, purpose, maxCount, cropSize }: ImageUploadOptions) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [crop, setCrop] = useState<PendingCrop | null>(null);
  // Two uploads may finish before the form re-renders with the first id; both must land in the value.
  const ids = useRef<string[]>([]);
  ids.current = splitIds(value);
  const refuse = (text: string) => {
    void message.error({ content: text, key: text });
    return Upload.LIST_IGNORE;
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal = imageRefusal(file, purpose);
    if (refusal) return refuse(refusal);
    if (batch.indexOf(file) >= maxCount - ids.current.length - uploading.length)
      return refuse(messages.file.tooMany(maxCount));
    if (!cropSize) return true;
    return new Promise<File | typeof Upload.LIST_IGNORE>((finish) => setCrop({ file, finish }));
  };

  const customRequest = async ({ file, onSuccess, onError }: RequestOptions) => {
    const picked = file as File & { uid: string };
    setUploading((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading' }]);
    try {
      const info = await uploadFile(picked, picked.name, purpose);
      ids.current = [...ids.current, info.id];
      onChange?.(joinIds(ids.current));
      void message.success(messages.file.uploaded);
      onSuccess?.(info);
    } catch (error) {
      onError?.(error as Error); // the api client has told the person
    } finally {
      setUploading((list) => list.filter((item) => item.uid !== picked.uid));
    }
  };

  const remove = (file: UploadFile) => {
    onChange?.(joinIds(ids.current.filter((id) => id !== file.uid)));
  };
  const closeCrop = (cropped: File | typeof Upload.LIST_IGNORE) => {
    crop?.finish(cropped);
    setCrop(null);
  };
  return { ids: ids.current, uploading, crop, beforeUpload, customRequest, remove, closeCrop };
}
