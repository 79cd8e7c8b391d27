import './files.css';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useIsPhone } from '@/lib/use-is-phone';
import { fileHref } from '../api/file-info';

interface PdfViewerProps {
  fileId: string;
  title: string;
}

/**
 * A PDF shown in the page from the same origin, with a plain link to open it in a new window. A phone's
 * browser cannot show a framed PDF usefully, so there it is the link alone.
 */
export function PdfViewer({ fileId, title }: PdfViewerProps) {
  const href = fileHref(fileId);
  const isPhone = useIsPhone();
  return (
    <section className="pdf-viewer" aria-label="PDF 文档">
      {isPhone ? null : <iframe className="pdf-viewer__frame" src={href} title={`${title}（PDF）`} loading="lazy" />}
      <Button
        className="pdf-viewer__open"
        type={isPhone ? 'primary' : 'link'}
        icon={<FilePdfOutlined />}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
      >
        在新窗口打开PDF
      </Button>
    </section>
  );
}
