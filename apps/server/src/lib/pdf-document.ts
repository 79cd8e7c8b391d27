/**
 * A PDF file from its objects (numbered from 1 in the order given, object 1 the catalog), with a
 * correct cross-reference table. The objects must be ASCII (text hex-encoded), so that string
 * lengths are byte offsets.
 */
export function pdfDocument(objects: readonly string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
