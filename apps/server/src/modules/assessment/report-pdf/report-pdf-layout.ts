import type { ReportData } from '@dtmm/shared';

/** C0/C1 controls and the bidi marks that would disguise a name, and what file systems refuse. */
const UNSAFE_IN_FILE_NAME = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const RESERVED_IN_FILE_NAME = /[/\\:*?"<>|]/g;

/** `<companyName>-企业数字化转型评估报告-<assessmentDate>.pdf`, safe to save under any system. */
export function reportFileName(data: Pick<ReportData, 'companyName' | 'assessmentDate'>): string {
  const company = data.companyName.replace(UNSAFE_IN_FILE_NAME, '').replace(RESERVED_IN_FILE_NAME, '_').trim();
  const date = data.assessmentDate.replace(/[^0-9-]/g, '');
  return `${company || '企业'}-企业数字化转型评估报告-${date}.pdf`;
}

/** RFC 5987 value-chars: percent-encode everything but attr-char. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** An attachment saved under the UTF-8 name (RFC 6266/5987), `report-<id>.pdf` for clients without it. */
export function reportDisposition(fileName: string, recordId: number): string {
  return `attachment; filename="report-${recordId}.pdf"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Chromium's footer on every page: the report number (so a loose page is traceable) and 第 n / m 页.
 * The footer is drawn outside the page's stylesheet, so it names its font and size itself.
 */
export function reportFooter(data: Pick<ReportData, 'report'>): string {
  const style = [
    'box-sizing:border-box',
    'width:100%',
    'padding:0 12mm',
    'display:flex',
    'justify-content:space-between',
    'font-size:8px',
    "font-family:'Noto Sans CJK SC',sans-serif",
    'color:#666',
  ].join(';');
  return (
    `<div style="${style}"><span>报告编号：${escapeHtml(data.report.reportNumber)}</span>` +
    '<span>第 <span class="pageNumber"></span> / <span class="totalPages"></span> 页</span></div>'
  );
}
