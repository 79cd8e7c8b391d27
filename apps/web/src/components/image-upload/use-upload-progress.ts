import type { FilePurpose } from '@dtmm/shared';
import { App, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { uploadFile } from './upload-api';

/** A file antd's Upload picked: the File with the uid the list knows it by. */
export type PickedFile = File & { uid: string };

/**
 * The files of an upload field still on their way, with their progress, and the refusal of a picked
 * file (a toast, and antd leaves it out of the list).
 */
export function useUploadProgress() {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const track = (uid: string, change: Partial<UploadFile> | null) =>
    setUploading((list) =>
      change
        ? list.map((item) => (item.uid === uid ? { ...item, ...change } : item))
        : list.filter((item) => item.uid !== uid),
    );
  const refuse = (text: string) => {
    void message.error({ content: text, key: text });
    return Upload.LIST_IGNORE;
  };
  /** Sends one file, listed as uploading until the server has answered (a refusal is the api client's toast). */
  const send = async (picked: PickedFile, purpose: FilePurpose) => {
    setUploading((list) => [...list, { uid: picked.uid, name: picked.name, status: 'uploading', percent: 0 }]);
    try {
      return await uploadFile(picked, picked.name, purpose, {
        onUploadProgress: (percent) => track(picked.uid, { percent }),
      });
    } finally {
      track(picked.uid, null);
    }
  };
  return { uploading, refuse, send };
}
