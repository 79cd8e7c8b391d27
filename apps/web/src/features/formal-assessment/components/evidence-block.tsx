import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { type FileInfo, FORMAL_EVIDENCE_PER_INDICATOR, type FormalPrefill } from '@dtmm/shared';
import { Button, Tag, Upload, type UploadFile } from 'antd';
import { EVIDENCE_ACCEPT, isImage, privateFileHref } from '../evidence-files';
import { FORMAL_TEXTS as T } from '../formal-texts';
import { useEvidenceUpload } from '../hooks/use-evidence-upload';

type Indicator = FormalPrefill['indicators'][number];

interface EvidenceBlockProps {
  indicator: Indicator;
  isWeak: boolean;
  files: FileInfo[];
  onChange: (files: FileInfo[]) => void;
  onPendingChange: (delta: number) => void;
  /** Absent for a weak indicator: its block stays. */
  onRemove?: () => void;
}

/**
 * A stored file in the upload list: an image with its thumbnail; a PDF typed as one, since antd takes
 * a URL without an extension (ours) for an image and would draw a broken, zero-width thumbnail (issue 30).
 */
const shownFile = (file: FileInfo): UploadFile => ({
  uid: file.id,
  name: file.fileName,
  status: 'done',
  url: privateFileHref(file),
  ...(isImage(file) ? { thumbUrl: privateFileHref(file) } : { type: 'application/pdf' }),
});

/** One indicator's evidence: its name, its files (images with a thumbnail, PDFs by name) and the upload. */
export function EvidenceBlockField({
  indicator,
  isWeak,
  files,
  onChange,
  onPendingChange,
  onRemove,
}: EvidenceBlockProps) {
  const upload = useEvidenceUpload({ files, onChange, onPendingChange });
  const fileList = [...files.map(shownFile), ...upload.uploading];
  return (
    <section className="evidence-block" aria-label={`${indicator.name}的佐证材料`}>
      <header className="evidence-block__head">
        <span className="evidence-block__name">{indicator.name}</span>
        <span className="evidence-block__area">{indicator.areaName}</span>
        {isWeak ? <Tag color="warning">{T.weakTag}</Tag> : null}
        {onRemove ? (
          <Button
            className="evidence-block__remove"
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={`${T.removeIndicator}：${indicator.name}`}
            onClick={onRemove}
          />
        ) : null}
      </header>
      <Upload
        listType="picture"
        accept={EVIDENCE_ACCEPT}
        multiple
        fileList={fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.remove}
      >
        {fileList.length >= FORMAL_EVIDENCE_PER_INDICATOR ? null : (
          <Button size="small" icon={<UploadOutlined />}>
            {T.upload}
          </Button>
        )}
      </Upload>
    </section>
  );
}
