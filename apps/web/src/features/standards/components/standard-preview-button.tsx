import { EyeOutlined } from '@ant-design/icons';
import { NO_PDF } from '@dtmm/shared';
import { Button } from 'antd';
import { fileHref, useFileInfo } from '@/features/files/api/file-info';

/** A standard's PDF id, or null when it has none ('-1', portal.md 2.3). */
export const pdfIdOf = (pdfAttachment: string): string | null =>
  pdfAttachment && pdfAttachment !== NO_PDF ? pdfAttachment : null;

/** '在线预览': only when the standard has a PDF and its file details have loaded; opens it in a new tab. */
export function StandardPreviewButton({ pdfAttachment }: { pdfAttachment: string }) {
  const pdfId = pdfIdOf(pdfAttachment);
  const { data: file } = useFileInfo(pdfId);
  if (!pdfId || !file) return null;
  return (
    <Button type="primary" icon={<EyeOutlined />} href={fileHref(file.id)} target="_blank" rel="noopener noreferrer">
      在线预览
    </Button>
  );
}
