import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CellValue, cellText, columnName } from './sheet-xml';
import { xlsxStream } from './xlsx-stream';

async function* inBatches(rows: CellValue[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function open(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const columns = [{ header: '企业名称' }, { header: '得分' }, { header: '备注', width: 40 }];

describe('xlsxStream', () => {
  it('writes a workbook a spreadsheet library opens: bold frozen header, widths, text and numbers', async () => {
    const rows: CellValue[][] = [
      ['山西并州智能矿山装备有限公司', 87.5, '<a href="x">&\'"</a>'],
      ['=HYPERLINK("http://evil")', 0, null],
      ['  留白  ', -3, ''],
      ['控制\u0001字符\u001F', undefined, '换行\n第二行'],
    ];
    const sheet = await open(await bytesOf(xlsxStream({ sheetName: '企业列表', columns, rows: inBatches(rows, 3) })));
    expect(sheet.name).toBe('企业列表');
    expect(sheet.getRow(1).values).toEqual([undefined, '企业名称', '得分', '备注']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(3).width).toBe(40);
    expect(sheet.getRow(2).values).toEqual([undefined, '山西并州智能矿山装备有限公司', 87.5, '<a href="x">&\'"</a>']);
    expect(sheet.getRow(3).getCell(1).value).toBe('\'=HYPERLINK("http://evil")');
    expect(sheet.getRow(3).getCell(2).value).toBe(0);
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
    expect(sheet.getRow(4).values).toEqual([undefined, '  留白  ', -3]);
    expect(sheet.getRow(5).values).toEqual([undefined, '控制字符', undefined, '换行\n第二行']);
  });

  it('streams 10,000 rows and reads them back in order', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`企业${i}`, i, i % 7 === 0 ? null : `第${i}行`]);
    const sheet = await open(await bytesOf(xlsxStream({ sheetName: 's', columns, rows: inBatches(rows, 500) })));
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(10_001).values).toEqual([undefined, '企业9999', 9999, '第9999行']);
    expect(sheet.getRow(2 + 7).getCell(3).value).toBeNull();
  });

  it('asks for the next batch only as the reader takes bytes', async () => {
    let asked = 0;
    async function* endless() {
      for (;;) {
        asked += 1;
        yield Array.from({ length: 200 }, (_, i) => [`${Math.random()}${i}`, Math.random(), `${Math.random()}`]);
      }
    }
    const stream = xlsxStream({ sheetName: 's', columns, rows: endless() });
    const slow = new PassThrough({ highWaterMark: 1024 });
    const done = pipeline(stream, slow).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBeLessThan(20);
    stream.destroy();
    await done;
  });

  it('guards formula starts and drops what XML forbids', () => {
    expect(cellText('+86 138')).toBe("'+86 138");
    expect(cellText('-1')).toBe("'-1");
    expect(cellText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cellText('a\u0000b\uFFFEc\uD800')).toBe('abc');
    expect(cellText('中文 😀')).toBe('中文 😀');
    expect(cellText('x'.repeat(40_000))).toHaveLength(32_767);
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });

  it('ends with the error of a failing batch', async () => {
    async function* failing() {
      yield [['一', 1]];
      throw new Error('database gone');
    }
    await expect(bytesOf(xlsxStream({ sheetName: 's', columns, rows: failing() }))).rejects.toThrow('database gone');
  });
});
