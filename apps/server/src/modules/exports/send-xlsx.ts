import { formatDateTime } from '@dtmm/shared';
import type { FastifyReply } from 'fastify';
import type { CellValue } from '../../lib/xlsx/sheet-xml';
import { type XlsxSheet, xlsxStream } from '../../lib/xlsx/xlsx-stream';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of an export: its Chinese header (as the list names it) and its value in a row. */
export interface ExportColumn<Row> {
  header: string;
  /** In characters; a CJK character counts two. */
  width?: number;
  value: (row: Row) => CellValue;
}

export interface XlsxDownload<Row> {
  /** '企业列表-20261126.xlsx'; see exportFileName. */
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<Row>[];
  /** The rows the export holds, counted before it starts: the browser shows progress against it. */
  total: number;
  batches: AsyncIterable<Row[]>;
}

/** '企业列表-20261126.xlsx': the title and the day in China time. */
export const exportFileName = (title: string, now: number) =>
  `${title}-${formatDateTime(new Date(now)).slice(0, 10).replaceAll('-', '')}.xlsx`;

/** RFC 6266 with an RFC 5987 UTF-8 name, and a plain ASCII name for clients that know only that. */
export function contentDisposition(fileName: string): string {
  const ascii = `export${fileName.replace(/[^\x20-\x7e]|["\\]/g, '')}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

async function* cellsOf<Row>(columns: readonly ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  for await (const batch of batches) yield batch.map((row) => columns.map((column) => column.value(row)));
}

/**
 * Answers with a streamed .xlsx of the rows: the file is never whole in memory, and the database is read
 * only as fast as the client downloads. Any module may stream its own table through it.
 */
export function sendXlsx<Row>(reply: FastifyReply, download: XlsxDownload<Row>): FastifyReply {
  const { columns } = download;
  const stream = xlsxStream({ sheetName: download.sheetName, columns, rows: cellsOf(columns, download.batches) });
  return withXlsxHeaders(reply, download.fileName).header('x-total-rows', String(download.total)).send(stream);
}

/** Answers with a workbook of several sheets (a person's copy of their data: one sheet a part). */
export function sendWorkbook(reply: FastifyReply, fileName: string, sheets: [XlsxSheet, ...XlsxSheet[]]): FastifyReply {
  return withXlsxHeaders(reply, fileName).send(xlsxStream(...sheets));
}

const withXlsxHeaders = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store');
