import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppProcess } from '../support/app-process';
import { throughput } from '../support/autocannon-run';
import type { EventLoopLag } from '../support/event-loop-probe';

/** What the public home and providers pages ask for while nobody is signed in. */
export const PUBLIC_READS = [
  { name: 'platform config', path: '/cruplat/getconfig' },
  { name: 'dictionary (company.service.category)', path: '/api/dtmm/common/dict?code=company.service.category' },
  { name: 'industry categories', path: '/api/dtmm/industry/categories' },
  { name: 'region tree', path: '/api/dtmm/common/regions' },
  { name: 'provider list (page 1, 10 rows)', path: '/api/dtmm/company/company/list?page=1&limit=10' },
  {
    name: 'provider list filtered by name',
    path: '/api/dtmm/company/company/list?page=1&limit=10&companyName=%E6%95%B0',
  },
] as const;

export interface ReadFigures {
  name: string;
  bytes: number;
  bareRps: number;
  appRps: number;
  p50: number;
  p99: number;
  bareLag: EventLoopLag;
  appLag: EventLoopLag;
}

/**
 * Each public read against the running app and against a bare Fastify process answering the same
 * bytes, one after the other in the same run, with both processes' event-loop lag.
 */
export async function measurePublicReads(app: AppProcess, connections: number, durationS: number) {
  const figures: ReadFigures[] = [];
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dtmm-bare-')), 'body.json');
  for (const read of PUBLIC_READS) {
    const body = await (await fetch(app.baseUrl + read.path)).text();
    fs.writeFileSync(bodyFile, body);
    const bare = await AppProcess.baseline(bodyFile);
    await bare.start();
    bare.resetEventLoopLag();
    const baseline = await throughput(`${bare.baseUrl}/bare`, connections, durationS);
    const bareLag = await bare.eventLoopLag();
    await bare.stop();
    app.resetEventLoopLag();
    const real = await throughput(app.baseUrl + read.path, connections, durationS);
    const appLag = await app.eventLoopLag();
    figures.push({
      name: read.name,
      bytes: Buffer.byteLength(body),
      bareRps: baseline.rps,
      appRps: real.rps,
      p50: real.p50,
      p99: real.p99,
      bareLag,
      appLag,
    });
    console.log(figures.at(-1));
  }
  fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
  return figures;
}
