import './files.css';
import { DownloadOutlined } from '@ant-design/icons';
import { DOWNLOAD_THROTTLE_MS, type FileInfo } from '@dtmm/shared';
import { Button, Table, type TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { formatFileSize } from '@/lib/format';
import { useIsPhone } from '@/lib/use-is-phone';
import { useThrottledCallback } from '@/lib/use-throttled-callback';
import { fileHref, fileIdsOf, useFileInfos } from '../api/file-info';

interface AttachmentRow {
  id: string;
  fileName: string;
  /** -1 while unknown (the details did not load). */
  fileSize: number;
  href: string;
}

/** Starts a download of `row` in this window (same origin, so the name from `download` is kept). */
function startDownload(row: AttachmentRow) {
  const link = document.createElement('a');
  link.href = row.href;
  link.download = row.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function rowOf(id: string, index: number, info: FileInfo | undefined): AttachmentRow {
  return {
    id,
    fileName: info?.fileName || `附件${index + 1}`,
    fileSize: info?.fileSize ?? -1,
    href: fileHref(id),
  };
}

/** The attachments of a news item (fdAddOn2, comma-joined file ids): name, size and a 下载 button (portal.md 2.3). */
export function AttachmentTable({ fileIds }: { fileIds: string }) {
  const ids = useMemo(() => fileIdsOf(fileIds), [fileIds]);
  const infos = useFileInfos(ids);
  const rows = ids.map((id, index) => rowOf(id, index, infos[index]?.data));
  // On a phone the name keeps most of the width.
  const isPhone = useIsPhone();
  const download = useThrottledCallback(
    useCallback((row: AttachmentRow) => startDownload(row), []),
    DOWNLOAD_THROTTLE_MS,
  );
  const columns: TableColumnsType<AttachmentRow> = [
    { title: '文件名', dataIndex: 'fileName', key: 'fileName', className: 'attachment-table__name' },
    {
      title: '大小',
      dataIndex: 'fileSize',
      key: 'fileSize',
      width: isPhone ? 84 : 110,
      render: (size: number) => (size < 0 ? '—' : formatFileSize(size)),
    },
    {
      title: '操作',
      key: 'action',
      width: isPhone ? 64 : 96,
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          className="attachment-table__download"
          icon={isPhone ? undefined : <DownloadOutlined />}
          onClick={() => download(row)}
        >
          下载
        </Button>
      ),
    },
  ];
  if (ids.length === 0) return null;
  return (
    <section className="attachment-table" aria-labelledby="attachment-table-title">
      <h2 className="article__section-title" id="attachment-table-title">
        附件
      </h2>
      <Table<AttachmentRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={infos.some((info) => info.isLoading)}
      />
    </section>
  );
}
