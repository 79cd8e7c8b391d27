import { ShopOutlined } from '@ant-design/icons';
import { useState } from 'react';

export const fileDownloadUrl = (id: string) => `/api/dtmm/common/file/download/${encodeURIComponent(id)}`;

/** The company logo, or a default avatar when there is none or it fails to load. */
export function ProviderLogo({ logo, name, size = 72 }: { logo: string | null; name: string; size?: number }) {
  const [isBroken, setBroken] = useState(false);
  if (!logo || isBroken) {
    return (
      <span className="provider-logo provider-logo--default" style={{ width: size, height: size }} aria-hidden="true">
        <ShopOutlined />
      </span>
    );
  }
  return (
    <img
      className="provider-logo"
      src={fileDownloadUrl(logo)}
      alt={`${name} 标志`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
