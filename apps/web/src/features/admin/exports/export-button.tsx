import './exports.css';
import { DownloadOutlined } from '@ant-design/icons';
import type { ExportTable } from '@dtmm/shared';
import { Button, Modal, Spin } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { getNotifier } from '@/lib/notifier';
import type { Query } from '@/lib/query-string';
import { saveBlob } from '@/lib/save-blob';
import { downloadExport, type ExportProgress } from './download-export';

interface ExportButtonProps {
  table: ExportTable;
  /** The list's current query (filters and sort); the file holds every page of it. */
  query: Query;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** '导出Excel': the list with its current filters as .xlsx, its progress in a dialog that can cancel it. */
export function ExportButton({ table, query }: ExportButtonProps) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ bytes: 0, totalRows: null });
    try {
      const file = await downloadExport(table, query, setProgress, controller.signal);
      saveBlob(file.blob, file.fileName);
      getNotifier().success(`已导出 ${file.totalRows ?? ''} 行`);
    } catch (error) {
      if (!controller.signal.aborted) getNotifier().error(isApiError(error) ? error.message : '导出失败，请重试');
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={progress !== null} onClick={() => void start()}>
        导出Excel
      </Button>
      <Modal
        open={progress !== null}
        title="正在导出"
        closable={false}
        mask={{ closable: false }}
        okButtonProps={{ hidden: true }}
        cancelText="取消导出"
        onCancel={() => abort.current?.abort()}
      >
        <div className="admin-export__progress" role="status">
          <Spin />
          <span>
            {progress?.totalRows === null || progress === null ? '正在准备数据…' : `共 ${progress.totalRows} 行`}
            {progress && progress.bytes > 0 ? `，已接收 ${sizeText(progress.bytes)}` : ''}
          </span>
        </div>
      </Modal>
    </>
  );
}
