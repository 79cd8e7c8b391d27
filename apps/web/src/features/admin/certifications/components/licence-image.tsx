import { Empty, Image } from 'antd';
import { fileSrc } from '@/lib/file-src';

/** The business licence, large, with antd's preview, and the logo the applicant cropped, if any. */
export function LicenceImage({ fileId, logoId }: { fileId: string | null; logoId: string | null }) {
  return (
    <>
      {fileId ? (
        <Image src={fileSrc(fileId, 'license')} alt="营业执照" className="admin-licence" />
      ) : (
        <Empty description="未上传营业执照" />
      )}
      {logoId ? (
        <div className="admin-logo">
          <span>企业Logo</span>
          <Image src={fileSrc(logoId, 'image')} alt="企业Logo" width={64} height={64} />
        </div>
      ) : null}
    </>
  );
}
