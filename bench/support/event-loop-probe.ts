// Loaded with --import into a process the bench starts: measures that process's event-loop delay
// and answers it over the IPC channel, so the figure holds none of the load generator's own work.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface EventLoopLag {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const RESOLUTION_MS = 10;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
// The histogram holds whole timer intervals; the lag is what exceeds the sampling interval.
const lagMs = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 10) / 10);

if (process.send) {
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'lag:reset') histogram.reset();
    if (message.type === 'lag:read') {
      const lag: EventLoopLag = {
        p50Ms: lagMs(histogram.percentile(50)),
        p99Ms: lagMs(histogram.percentile(99)),
        maxMs: lagMs(histogram.max),
      };
      process.send?.(lag);
    }
  });
  // The channel must not keep the process alive once the app has shut down.
  process.channel?.unref();
}
