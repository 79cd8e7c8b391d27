// GET reportPdf/{id} timed from the client: the first download starts Chromium (cold), downloads of
// other records render again in the running browser (warm: the server caches PDFs by the hash of the
// report data, so only another record's data is a real render), the same record again is a cache hit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface PdfDownload {
  recordId: string;
  ms: number;
  status: number;
  bytes: number;
  pages: number | null;
  /** The envelope's message when the answer was not a PDF. */
  problem: string | null;
}

/** pdfinfo's page count; null when poppler's pdfinfo is not installed or the file is no PDF. */
function pageCount(file: string): number | null {
  try {
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = /^Pages:\s+(\d+)/m.exec(info)?.[1];
    return pages === undefined ? null : Number(pages);
  } catch {
    return null;
  }
}

export async function downloadPdf(baseUrl: string, token: string, recordId: string, dir: string): Promise<PdfDownload> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/dtmm/answer/reportPdf/${recordId}`, { headers: { access_token: token } });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  const isPdf = res.status === 200 && body.subarray(0, 5).toString() === '%PDF-';
  let problem: string | null = null;
  if (!isPdf) {
    try {
      const answer = JSON.parse(body.toString()) as { code?: number; message?: string };
      problem = `${res.status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim();
    } catch {
      problem = `${res.status} ${res.headers.get('content-type') ?? ''}`.trim();
    }
  }
  const file = path.join(dir, `report-${recordId}-${Math.round(started)}.pdf`);
  if (isPdf) fs.writeFileSync(file, body);
  return {
    recordId,
    ms,
    status: res.status,
    bytes: body.length,
    pages: isPdf ? pageCount(file) : null,
    problem,
  };
}

export interface PdfFigures {
  cold: PdfDownload;
  warm: PdfDownload[];
  hits: PdfDownload[];
}

/** The first record cold, the others warm, then every record again (cache hits). */
export async function measurePdfs(baseUrl: string, token: string, recordIds: string[], dir: string) {
  const [first, ...others] = recordIds;
  if (first === undefined) throw new Error('no record to print');
  const cold = await downloadPdf(baseUrl, token, first, dir);
  console.log('PDF cold', cold);
  const warm: PdfDownload[] = [];
  for (const id of others) {
    warm.push(await downloadPdf(baseUrl, token, id, dir));
    console.log('PDF warm', warm.at(-1));
  }
  const hits: PdfDownload[] = [];
  for (const id of recordIds) {
    hits.push(await downloadPdf(baseUrl, token, id, dir));
    console.log('PDF again', hits.at(-1));
  }
  return { cold, warm, hits } satisfies PdfFigures;
}
