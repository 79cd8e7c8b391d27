import './content.css';
import { PictureOutlined } from '@ant-design/icons';
import { fileDownloadPath } from '@dtmm/shared';
import { useState } from 'react';

/** A card's cover (a public file), or a quiet placeholder when there is none or it fails to load. */
export function CoverImage({ fileId, alt }: { fileId: string | null | undefined; alt: string }) {
  const [isBroken, setBroken] = useState(false);
  if (!fileId || isBroken) {
    return (
      <span className="cover-image cover-image--empty" aria-hidden="true">
        <PictureOutlined />
      </span>
    );
  }
  return (
    <img
      className="cover-image"
      src={fileDownloadPath(encodeURIComponent(fileId))}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
