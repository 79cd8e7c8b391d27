import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { fixedParts, sheetPath } from './package-parts';
import { type CellValue, rowXml, SHEET_END, type SheetColumn, sheetStart } from './sheet-xml';

export interface XlsxSheet {
  sheetName: string;
  columns: readonly SheetColumn[];
  /** The data rows in batches, each value in its column's place. */
  rows: AsyncIterable<readonly (readonly CellValue[])[]>;
}

const encoder = new TextEncoder();
const DEFLATE_LEVEL = 6;
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * An .xlsx of one or more sheets as a byte stream, the sheets one after another. The next batch of
 * rows is asked for only when the reader wants more bytes, so a slow download holds back the database
 * reads and memory stays at about one batch plus the deflate window, whatever the number of rows.
 */
export function xlsxStream(first: XlsxSheet, ...more: XlsxSheet[]): Readable {
  const sheets = [first, ...more];
  let sheetIndex = 0;
  let batches = first.rows[Symbol.asyncIterator]();
  let nextRow = 2;
  let pushed = 0;
  let finished = false;
  let writing = false;
  let wanted = false;

  const stream = new Readable({
    read() {
      wanted = true;
      if (!writing) void pump();
    },
    destroy(error, done) {
      // A client that goes away stops the reads at once.
      finished = true;
      void batches.return?.();
      done(error);
    },
  });

  // fflate is synchronous: each push below hands its compressed bytes to this callback at once.
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    pushed += 1;
    stream.push(chunk);
    if (final) stream.push(null);
  });
  for (const [path, xml] of fixedParts(sheets.map((sheet) => sheet.sheetName))) {
    const part = new ZipDeflate(path, { level: DEFLATE_LEVEL });
    zip.add(part);
    part.push(encoder.encode(xml), true);
  }
  const openSheet = (sheet: XlsxSheet) => {
    const part = new ZipDeflate(sheetPath(sheetIndex + 1), { level: DEFLATE_LEVEL });
    zip.add(part);
    part.push(encoder.encode(sheetStart(sheet.columns)));
    return part;
  };
  let sheetPart = openSheet(first);

  /** Ends the sheet being written; answers whether another one follows. */
  function closeSheet(): boolean {
    sheetPart.push(encoder.encode(SHEET_END), true);
    sheetIndex += 1;
    const following = sheets[sheetIndex];
    if (!following) return false;
    batches = following.rows[Symbol.asyncIterator]();
    nextRow = 2;
    sheetPart = openSheet(following);
    return true;
  }

  /** Writes batches until deflate gives out bytes (it may hold a small batch back) or the rows end. */
  async function writeMore(): Promise<void> {
    const before = pushed;
    while (pushed === before && !finished) {
      const next = await batches.next();
      if (finished) return;
      if (next.done) {
        if (closeSheet()) continue;
        finished = true;
        zip.end();
        return;
      }
      const xml = next.value.map((values) => rowXml(nextRow++, values)).join('');
      sheetPart.push(encoder.encode(xml));
    }
  }

  /** One writer at a time; a read asked for while it writes is served when it is done. */
  async function pump(): Promise<void> {
    writing = true;
    try {
      while (wanted && !finished) {
        wanted = false;
        await writeMore();
      }
    } catch (error) {
      stream.destroy(asError(error));
    } finally {
      writing = false;
    }
  }

  return stream;
}
