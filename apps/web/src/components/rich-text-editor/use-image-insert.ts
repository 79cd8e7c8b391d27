import { fileDownloadPath, messages } from '@dtmm/shared';
import type { Editor } from '@tiptap/react';
import { App } from 'antd';
import { useState } from 'react';
import { uploadFile } from '@/components/image-upload/upload-api';
import { imageRefusal } from '@/components/image-upload/upload-checks';
import { isApiError } from '@/lib/api-error';

/** Why an upload failed in words the operator can act on, after '图片插入失败'. */
const failureOf = (error: unknown) => {
  const reason = isApiError(error) && error.kind === 'business' ? error.message : '';
  return reason ? `${messages.file.richTextImage}：${reason}` : messages.file.richTextImage;
};

/**
 * 插入图片: a jpg/png of at most 2048 KB is uploaded as purpose 'image' and inserted at the cursor
 * as `<img src="/api/dtmm/common/file/download/<id>">`, the one image source the sanitiser keeps.
 */
export function useImageInsert(editor: Editor | null) {
  const { message } = App.useApp();
  const [isUploading, setUploading] = useState(false);

  const insert = async (file: File) => {
    const refusal = imageRefusal(file, 'image');
    if (refusal) return void message.error(refusal);
    setUploading(true);
    try {
      const info = await uploadFile(file, file.name, 'image', { silent: true });
      editor
        ?.chain()
        .focus()
        .setImage({ src: fileDownloadPath(info.id), alt: file.name })
        .run();
    } catch (error) {
      void message.error({ content: failureOf(error), key: messages.file.richTextImage });
    } finally {
      setUploading(false);
    }
  };
  return { insert, isUploading };
}
