import type { FileInfo } from '@dtmm/shared';
import type { CorpusCase } from './hostile-case';
import { jpegBytes } from './sample-files';

/** Names meant to escape a directory, disguise a type, break a header or overflow a column. */
const HOSTILE_NAMES: { name: string; encoded?: boolean }[] = [
  { name: '../../x.jpg' },
  { name: '../../../../etc/passwd' },
  { name: '/var/lib/dtmm/files/x.jpg' },
  { name: 'C:\\Windows\\System32\\x.jpg' },
  { name: '..\\..\\x.jpg' },
  { name: '\\\\server\\share\\x.jpg' },
  { name: 'nul\0.jpg' },
  { name: 'x.jpg\0.html', encoded: true },
  { name: '\u202Egpj.exe' },
  { name: 'invoice\u202Egpj.exe', encoded: true },
  { name: `${'a'.repeat(300)}.jpg` },
  { name: '报'.repeat(300) },
  { name: 'say "hi".jpg' },
  { name: 'x.jpg"; filename="evil.html', encoded: true },
  { name: 'cr\rlf\n.jpg' },
  { name: 'Set-Cookie\r\nX-Evil: 1.jpg' },
  { name: 'x%00.jpg' },
  { name: '%2e%2e%2fx.jpg' },
  { name: '😀照片🎉.jpg' },
  { name: '<script>alert(1)</script>.jpg' },
  { name: "it's; x=1.jpg" },
  { name: 'CON.jpg' },
  { name: '..' },
  { name: '.' },
  { name: ' ' },
];

/** Every hostile name on a valid JPEG, on a public and on a private purpose. */
export function hostileNameCases(): CorpusCase[] {
  return HOSTILE_NAMES.map(({ name, encoded }, i) => ({
    label: `name ${JSON.stringify(name).slice(0, 40)}${encoded ? ' (filename*)' : ''}`,
    expect: 'clean',
    purpose: i % 2 === 0 ? 'image' : 'license',
    files: [
      { filename: name, content: jpegBytes(), contentType: 'image/jpeg', ...(encoded ? { encodedName: true } : {}) },
    ],
    types: ['jpg'],
  }));
}

/** Control, bidi and path characters: none may survive in a stored or served name. */
const UNSAFE_IN_NAME = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/u;

/** What is wrong with a stored display name, if anything. */
export function storedNameProblem(name: string): string | null {
  if (name === '' || name === '.' || name === '..') return `empty or dot name ${JSON.stringify(name)}`;
  if (UNSAFE_IN_NAME.test(name)) return `unsafe character in ${JSON.stringify(name)}`;
  if (Array.from(name).length > 200) return `name of ${Array.from(name).length} characters`;
  return null;
}

/** `inline|attachment; filename="<printable ASCII, no quote or backslash>"; filename*=UTF-8''<attr-chars>` */
const DISPOSITION =
  /^(inline|attachment); filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''([\w!#$&+.^`|~%-]*)$/;

/** What is wrong with a served Content-Disposition, if anything: its kind, its form, its name. */
export function dispositionProblem(header: string, kind: 'inline' | 'attachment', stored: FileInfo): string | null {
  const match = DISPOSITION.exec(header);
  if (!match) return `malformed Content-Disposition ${JSON.stringify(header)}`;
  if (match[1] !== kind) return `${match[1]} where ${kind} was due`;
  const served = decodeURIComponent(match[2] ?? '');
  // The stored name, with the detected type's extension added when it claims another.
  if (served === stored.fileName || served === `${stored.fileName}.${stored.fileType}`) return null;
  return `saved as ${JSON.stringify(served)} for ${JSON.stringify(stored.fileName)}`;
}
