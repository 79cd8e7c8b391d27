import { execSync } from 'node:child_process';
import type { AppProcess } from '../support/app-process';
import type { FaultProxy } from './fault-proxy';

/** What a drill can break, and how it mends it again. */
export interface DrillTools {
  proxy: FaultProxy;
  app: AppProcess;
}

export interface Drill {
  name: string;
  /** How long the fault lasts while the load runs. */
  faultMs: number;
  begin(tools: DrillTools): Promise<void> | void;
  end(tools: DrillTools): Promise<void> | void;
}

const cluster = () => execSync('ls /etc/postgresql', { encoding: 'utf8' }).trim().split('\n')[0];
const pgctl = (action: string) =>
  execSync(`pg_ctlcluster --skip-systemctl-redirect ${cluster()} main ${action}`, { stdio: 'ignore' });
const REDIS_START =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';

/** The drills of issue 5, suite 9, in the order they run. */
export const DRILLS: Drill[] = [
  {
    name: '200 ms latency to PostgreSQL',
    faultMs: 8_000,
    begin: ({ proxy }) => proxy.set({ kind: 'latency', ms: 200 }),
    end: ({ proxy }) => proxy.set({ kind: 'pass' }),
  },
  {
    name: 'PostgreSQL black-holed for 10 s',
    faultMs: 10_000,
    begin: ({ proxy }) => proxy.set({ kind: 'blackhole' }),
    end: ({ proxy }) => proxy.set({ kind: 'pass' }),
  },
  {
    name: 'PostgreSQL stopped (-m immediate) and started again',
    faultMs: 5_000,
    begin: () => pgctl('stop -m immediate'),
    end: () => pgctl('start'),
  },
  {
    name: 'the app killed with SIGKILL and started again',
    faultMs: 1_000,
    begin: ({ app }) => app.kill(),
    end: ({ app }) => app.start(),
  },
  {
    name: 'Redis stopped and started again',
    faultMs: 8_000,
    begin: () => {
      // The server closes the connection as it stops, which redis-cli reports as a failure.
      try {
        execSync('redis-cli -h 127.0.0.1 -p 6379 shutdown nosave', { stdio: 'ignore' });
      } catch {}
    },
    end: () => execSync(REDIS_START, { stdio: 'ignore' }),
  },
];
