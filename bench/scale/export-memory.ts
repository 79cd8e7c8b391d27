// An export of every company, streamed to a client that reads as fast as it can, while the app's
// resident memory is sampled from /proc: the growth over its size before the download is the figure.
import fs from 'node:fs';

/** The resident set of a process, in bytes (Linux). */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

export interface ExportRun {
  rows: number;
  bytes: number;
  seconds: number;
  rssBefore: number;
  rssPeak: number;
}

export async function measureExport(baseUrl: string, token: string, path: string, pid: number): Promise<ExportRun> {
  const rssBefore = residentBytes(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, residentBytes(pid));
  }, 50);
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { headers: { access_token: token } });
    if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
    return {
      rows: Number(res.headers.get('x-total-rows') ?? 0),
      bytes,
      seconds: (performance.now() - started) / 1000,
      rssBefore,
      rssPeak: Math.max(rssPeak, residentBytes(pid)),
    };
  } finally {
    clearInterval(sampler);
  }
}
