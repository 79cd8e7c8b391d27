/** The pieces of xl/worksheets/sheet1.xml, written row by row (ECMA-376 part 1, §18.3). */

export type CellValue = string | number | null | undefined;

export interface SheetColumn {
  header: string;
  /** In characters; a CJK character counts two. Defaults to the header's width. */
  width?: number;
}

/** Excel keeps at most this many characters in a cell. */
export const CELL_TEXT_MAX = 32_767;
/** The style index (styles.xml cellXfs) of the bold header. */
const HEADER_STYLE = 1;

// Characters XML 1.0 forbids (all C0 controls but tab, line feed and carriage return; U+FFFE, U+FFFF)
// and lone surrogates: one of them makes the whole file unreadable.
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
// What a spreadsheet could take for the start of a formula when the text is re-entered or pasted (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export const escapeXml = (text: string) => text.replace(/[&<>"\r]/g, (c) => XML_ESCAPES[c] ?? c);

/**
 * A text as a cell holds it: forbidden characters dropped, cut to Excel's limit and, when it could be
 * read as a formula, guarded by a leading apostrophe. Inline strings are text in Excel already; the
 * guard keeps them text once copied into another cell or exported to CSV.
 */
export function cellText(value: string): string {
  const clean = value.replace(FORBIDDEN, '');
  const guarded = FORMULA_START.test(clean) ? `'${clean}` : clean;
  return guarded.slice(0, CELL_TEXT_MAX);
}

/** 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, value: CellValue, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  if (value === null || value === undefined || value === '') return '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cellText(value))}</t></is></c>`;
}

/** Row `rowNumber` (1-based); empty cells are left out. */
export function rowXml(rowNumber: number, values: readonly CellValue[], style = 0): string {
  const cells = values.map((value, i) => cellXml(`${columnName(i)}${rowNumber}`, value, style)).join('');
  return `<row r="${rowNumber}">${cells}</row>`;
}

/** Display width of a text: CJK and other wide characters count two. */
const displayWidth = (text: string) =>
  [...text].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) > 0x2e80 ? 2 : 1), 0);

function colsXml(columns: readonly SheetColumn[]): string {
  const cols = columns.map((column, i) => {
    const width = column.width ?? Math.min(60, Math.max(10, displayWidth(column.header) + 4));
    return `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`;
  });
  return `<cols>${cols.join('')}</cols>`;
}

/** Everything before the data rows: the frozen header pane, the widths and the bold header row. */
export function sheetStart(columns: readonly SheetColumn[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    colsXml(columns) +
    '<sheetData>' +
    rowXml(
      1,
      columns.map((column) => column.header),
      HEADER_STYLE,
    )
  );
}

export const SHEET_END = '</sheetData></worksheet>';
