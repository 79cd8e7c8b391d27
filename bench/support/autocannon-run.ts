import autocannon from 'autocannon';

export interface ThroughputFigures {
  rps: number;
  p50: number;
  p99: number;
}

/** `connections` clients asking `url` for `durationS` seconds; any non-2xx or error fails the run. */
export async function throughput(url: string, connections: number, durationS: number): Promise<ThroughputFigures> {
  const result = await autocannon({ url, connections, duration: durationS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
