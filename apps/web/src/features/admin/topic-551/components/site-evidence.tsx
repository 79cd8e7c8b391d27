import { type FileInfo, SITE_PHOTO_MAX } from '@dtmm/shared';
import { Empty, Image, Space } from 'antd';
import { fileSrc } from '@/lib/file-src';

const THUMB_PX = 104;

/** The provider's site photos (private: each address carries the viewer's token); a click previews them in turn. */
export function SitePhotos({ files }: { files: FileInfo[] }) {
  return (
    <>
      <h3 className="admin-drawer__heading">
        现场照片（{files.length}/{SITE_PHOTO_MAX}）
      </h3>
      {files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="服务商尚未上传现场照片" />
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {files.map((file, index) => (
              <Image
                key={file.id}
                src={fileSrc(file.id, 'sitePhoto')}
                alt={`现场照片${index + 1}`}
                title={file.fileName}
                width={THUMB_PX}
                height={THUMB_PX}
                className="topic551-photo"
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </>
  );
}

/** The provider's assessment report, a PDF opened in a new tab with the viewer's token. */
export function AssessmentReportLink({ file }: { file: FileInfo | null }) {
  return (
    <>
      <h3 className="admin-drawer__heading">评估报告</h3>
      {file ? (
        <a className="topic551-report" href={fileSrc(file.id, 'report')} target="_blank" rel="noopener noreferrer">
          {file.fileName}
        </a>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="服务商尚未上传评估报告" />
      )}
    </>
  );
}
