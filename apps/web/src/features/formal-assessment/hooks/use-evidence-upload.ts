import { type FileInfo, FORMAL_EVIDENCE_PER_INDICATOR, FORMAL_MESSAGES } from '@dtmm/shared';
import type { UploadFile, UploadProps } from 'antd';
import { useRef } from 'react';
import { fileRefusal } from '@/components/image-upload/upload-checks';
import { type PickedFile, useUploadProgress } from '@/components/image-upload/use-upload-progress';
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
  const { uploading, refuse, send } = useUploadProgress();
  // Two uploads may finish before the form re-renders with the first file; both must be kept.
  const current = useRef(files);
  current.current = files;

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
    const picked = file as PickedFile;
    onPendingChange(1);
    try {
      // The purpose was checked in beforeUpload.
      const info = await send(picked, evidencePurposeOf(picked.name) ?? 'report');
      current.current = [...current.current, info];
      onChange(current.current);
      onSuccess?.(info);
    } catch (error) {
      onError?.(error as Error); // the api client has told the person
    } finally {
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
