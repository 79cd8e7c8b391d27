import { describe, expect, it } from 'vitest';
import { contentDisposition, MAX_FILE_NAME_CHARS, sanitizeFileName, servedFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['../../x.jpg', 'x.jpg'],
    ['C:\\Users\\张三\\营业执照.png', '营业执照.png'],
    ['evil\u202Egpj.exe', 'evilgpj.exe'],
    ['a\u2066b\u2069c\u200f.png', 'abc.png'],
    ['tab\tand\u0000nul\u0085.pdf', 'tabandnul.pdf'],
    ['  spaced.png  ', 'spaced.png'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('falls back to file.<type> when nothing usable is left', () => {
    expect(sanitizeFileName('', 'png')).toBe('file.png');
    expect(sanitizeFileName('../..', 'pdf')).toBe('file.pdf');
    expect(sanitizeFileName(undefined)).toBe('file');
  });

  it('caps the length at 200 characters and keeps the extension', () => {
    const name = sanitizeFileName(`${'报'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(name.endsWith('报.pdf')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('carries a Chinese name as RFC 5987 UTF-8 and an ASCII fallback', () => {
    const value = contentDisposition('attachment', '评估报告(终稿)v2.pdf', 'pdf');
    expect(value).toBe(
      `attachment; filename="()v2.pdf"; filename*=UTF-8''%E8%AF%84%E4%BC%B0%E6%8A%A5%E5%91%8A%28%E7%BB%88%E7%A8%BF%29v2.pdf`,
    );
    const encoded = value.split("filename*=UTF-8''")[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('评估报告(终稿)v2.pdf');
  });

  it('uses file.<type> as the fallback when the name has no ASCII stem, and escapes quotes', () => {
    expect(contentDisposition('inline', '报告.pdf', 'pdf')).toMatch(/^inline; filename="file\.pdf"; /);
    expect(contentDisposition('inline', '报告(一).pdf', 'pdf')).toMatch(/^inline; filename="file\.pdf"; /);
    expect(contentDisposition('inline', 'a"b\\c.png', 'png')).toMatch(/filename="a_b_c\.png"/);
  });
});

describe('servedFileName', () => {
  it('adds the detected type when the name claims another, so the saved file opens as what it is', () => {
    expect(servedFileName('report.html', 'pdf')).toBe('report.html.pdf');
    expect(servedFileName('evilgpj.exe', 'png')).toBe('evilgpj.exe.png');
    expect(servedFileName('报告', 'pdf')).toBe('报告.pdf');
    expect(servedFileName('营业执照.JPEG', 'jpg')).toBe('营业执照.JPEG');
    expect(contentDisposition('attachment', 'x.svg', 'png')).toBe(
      `attachment; filename="x.svg.png"; filename*=UTF-8''x.svg.png`,
    );
  });
});
