import { type FileInfo, FORMAL_EVIDENCE_PER_INDICATOR, FORMAL_MESSAGES } from '@dtmm/shared';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { uploadFile } from '@/components/image-upload/upload-api';
import { fileRefusal } from '@/components/image-upload/upload-checks';
import { evidencePurposeOf } from '../evidence-files';
import { FORMAL_TEXTS as T } from '../formal-texts';

type RequestOptions = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export interface EvidenceUploadOptions {
  files: FileInfo[];
  onChange: (files: FileInfo[]) => void;
  /** +1 when an upload starts, -1 when it ends: the form waits for every upload before it submits. */
  onPendingChange: (delta: number) => void;
}

/**
 * One indicator's evidence: each picked file is checked against its purpose's rules (assessment.md 5:
 * images as site photos, PDFs as reports) before it is sent, at most five per indicator, one request
 * per file with its progress.
 */
export function useEvidenceUpload({ files, onChange, onPendingChange }: EvidenceUploadOptions) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  // Two uploads may finish before the form re-renders with the first file; both must be kept.
  const current = useRef(files);
  current.current = files;
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
    const purpose = evidencePurposeOf(file.name);
    if (!purpose) return refuse(T.evidenceFormat);
    const refusal = fileRefusal(file, purpose);
    if (refusal) return refuse(refusal);
    const room = FORMAL_EVIDENCE_PER_INDICATOR - current.current.length - uploading.length;
    if (batch.indexOf(file) >= room) return refuse(FORMAL_MESSAGES.evidenceCount);
    return true;
  };

  const customRequest = async ({ file, onSuccess, onError }: RequestOptions) => {
    const picked = file as File & { uid: string };
    const purpose = evidencePurposeOf(picked.name) ?? 'report'; // checked in beforeUpload
    setUploading((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading', percent: 0 }]);
    onPendingChange(1);
    try {
      const info = await uploadFile(picked, picked.name, purpose, {
        onUploadProgress: (percent) => track(picked.uid, { percent }),
      });
      current.current = [...current.current, info];
      onChange(current.current);
      onSuccess?.(info);
    } catch (error) {
      onError?.(error as Error); // the api client has told the person
    } finally {
      track(picked.uid, null);
      onPendingChange(-1);
    }
  };

  const remove = (file: UploadFile) => {
    if (file.status === 'uploading') return false;
    onChange(current.current.filter((info) => info.id !== file.uid));
    return true;
  };
  return { uploading, beforeUpload, customRequest, remove };
}
