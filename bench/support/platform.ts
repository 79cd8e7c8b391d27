// The platform as `npm run serve` starts it (apps/server/src/main.ts, here from source), under the bench's own
// script name: on a shared machine, stopping a dev server by name (`pkill -f src/main.ts`) must not
// stop a bench's app in the middle of a run.
import '../../apps/server/src/main';
