import { pdfDocument } from '../../../lib/pdf-document';

/**
 * A one-page A4 PDF of Chinese text, made in code for the demo's completed formal assessment: the
 * text is set in STSong-Light, one of the standard CJK fonts every PDF reader supplies (Adobe-GB1,
 * UCS-2 encoded), so nothing is embedded and no font or browser is needed at seed time.
 */

export interface PdfLine {
  text: string;
  size: number;
}

const PAGE = { width: 595, height: 842, margin: 64 };

/** UCS-2 big-endian hex, as the UniGB-UCS2-H encoding reads a string. */
const hexOf = (text: string) =>
  [...text].map((char) => (char.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0')).join('');

/** Splits a paragraph into lines that fit the page at `size` (every character a full em wide). */
export function wrap(text: string, size: number): string[] {
  const perLine = Math.floor((PAGE.width - 2 * PAGE.margin) / size);
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += perLine) lines.push(text.slice(at, at + perLine));
  return lines;
}

function contentOf(lines: PdfLine[]): string {
  let y = PAGE.height - PAGE.margin;
  const operations = lines.map((line) => {
    y -= line.size * 1.7;
    return `BT /F1 ${line.size} Tf ${PAGE.margin} ${Math.round(y)} Td <${hexOf(line.text)}> Tj ET`;
  });
  return operations.join('\n');
}

export function demoReportPdf(lines: PdfLine[]): Buffer {
  const content = contentOf(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  // Every byte is ASCII: the text is hex.
  return pdfDocument(objects);
}
