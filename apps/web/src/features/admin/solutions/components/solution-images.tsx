import { Empty, Image, Space } from 'antd';
import { fileSrc } from '@/lib/file-src';

const THUMB_PX = 96;

/** The solution's images (comma-joined file ids) as thumbnails; a click previews them all in turn. */
export function SolutionImages({ joined }: { joined: string }) {
  const ids = joined
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未上传方案图片" />;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {ids.map((id, index) => (
          <Image
            key={id}
            src={fileSrc(id, 'image')}
            alt={`方案图片${index + 1}`}
            width={THUMB_PX}
            height={THUMB_PX}
            className="admin-thumb"
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
