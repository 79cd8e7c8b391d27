import autocannon from 'autocannon';

export interface PreviewLoad {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** `connections` clients asking GET previewReport/{id} with the user's token for `durationS` seconds. */
export async function loadPreview(
  baseUrl: string,
  token: string,
  recordId: string,
  connections: number,
  durationS: number,
): Promise<PreviewLoad> {
  const result = await autocannon({
    url: `${baseUrl}/api/dtmm/answer/previewReport/${recordId}`,
    headers: { access_token: token },
    connections,
    duration: durationS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
