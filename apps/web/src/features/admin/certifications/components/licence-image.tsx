import { fileDownloadPath } from '@dtmm/shared';
import { Empty, Image } from 'antd';
import { tokenStorage } from '@/lib/token-storage';

/**
 * The business licence, large, with antd's preview. It is a private file: an <img> cannot send the
 * token header, so the token rides as the access_token query parameter the download path accepts.
 */
export function LicenceImage({ fileId }: { fileId: string | null }) {
  if (!fileId) return <Empty description="未上传营业执照" />;
  const token = tokenStorage.get();
  const src = `${fileDownloadPath(fileId)}${token ? `?${new URLSearchParams({ access_token: token })}` : ''}`;
  return <Image src={src} alt="营业执照" className="admin-licence" />;
}
