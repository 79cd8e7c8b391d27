import './formal-facts.css';
import { FilePdfOutlined } from '@ant-design/icons';
import type { FormalApplication } from '@dtmm/shared';
import { Image } from 'antd';
import { isImage, privateFileHref } from '../evidence-files';
import { FORMAL_TEXTS as T } from '../formal-texts';

type Evidence = FormalApplication['evidence'];

/** The files an application carries, by indicator: images as thumbnails with a preview, PDFs as links. */
export function EvidenceList({ evidence, thumbSize = 72 }: { evidence: Evidence; thumbSize?: number }) {
  if (evidence.length === 0) return <p className="evidence-list__none">{T.noEvidence}</p>;
  return (
    <ul className="evidence-list">
      {evidence.map((group) => (
        <li key={group.indicatorId} className="evidence-list__group">
          <span className="evidence-list__indicator">{group.indicatorName}</span>
          <div className="evidence-list__files">
            <Image.PreviewGroup>
              {group.files.filter(isImage).map((file) => (
                <Image
                  key={file.id}
                  width={thumbSize}
                  height={thumbSize}
                  className="evidence-list__thumb"
                  src={privateFileHref(file)}
                  alt={file.fileName}
                />
              ))}
            </Image.PreviewGroup>
            {group.files
              .filter((file) => !isImage(file))
              .map((file) => (
                <a
                  key={file.id}
                  className="evidence-list__pdf"
                  href={privateFileHref(file)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <FilePdfOutlined /> {file.fileName}
                </a>
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
