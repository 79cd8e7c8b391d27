import type { Database, Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { type BenchmarkMember, BenchmarkPopulation } from './benchmark-population';
import { findBenchmarkMembers } from './report.repository';

/**
 * The benchmark population of each bank version, kept per process (issue 31): loaded in one statement
 * when a report asks for a stamp newer than the one held (another process's completion or withdrawal),
 * and moved on in memory by this process's own completions once they commit, so that neither a report
 * nor the next completion reads the whole population again.
 */
interface Held {
  /** The latest loaded or moved-on population, and the load under way if any. */
  population: BenchmarkPopulation | null;
  loading: Promise<BenchmarkPopulation> | null;
  /** Completions of this process that took a stamp and have not committed or rolled back yet, by transaction. */
  inFlight: Map<number, { transaction: Queryable; settled: Promise<void> }>;
}

/** How long a completion waits for the one before it (same process) to settle before reading afresh. */
const IN_FLIGHT_WAIT_MS = 2_000;

const heldOf = perDatabase(() => new Map<number, Held>());

function held(db: Database, bankVersion: number): Held {
  const versions = heldOf(db);
  let entry = versions.get(bankVersion);
  if (!entry) {
    entry = { population: null, loading: null, inFlight: new Map() };
    versions.set(bankVersion, entry);
  }
  return entry;
}

/** The population at `stamp` or later (a reader may see a completion that committed after it read the stamp). */
export async function populationAt(db: Database, bankVersion: number, stamp: number): Promise<BenchmarkPopulation> {
  const entry = held(db, bankVersion);
  await settled(entry, stamp);
  if (entry.population && entry.population.stamp >= stamp) return entry.population;
  if (!entry.loading) {
    const loading = findBenchmarkMembers(db, bankVersion, null).then(({ stamp: loaded, members }) => {
      const population = new BenchmarkPopulation(loaded, members).prepareGroups();
      if (!entry.population || entry.population.stamp < loaded) entry.population = population;
      return entry.population;
    });
    entry.loading = loading;
    void loading.finally(() => {
      if (entry.loading === loading) entry.loading = null;
    });
  }
  return entry.loading;
}

/**
 * Waits (boundedly) for this process's own completion that took `stamp`, if one is in flight in
 * another transaction than `within` (one transaction freezing several reports waits for none of them).
 */
async function settled(entry: Held, stamp: number, within?: Queryable) {
  const inFlight = entry.inFlight.get(stamp);
  if (!inFlight || inFlight.transaction === within) return;
  await Promise.race([inFlight.settled, new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WAIT_MS).unref())]);
}

/**
 * A completion inside its transaction, after its entry took stamp `stamp`: the population just before
 * it, when this process holds exactly that one (no read: the transaction holds PGlite's one connection),
 * and what to do once the transaction ends.
 */
export async function joinPopulation(
  db: Database,
  transaction: Queryable,
  bankVersion: number,
  stamp: number,
  member: BenchmarkMember | null,
) {
  const entry = held(db, bankVersion);
  let settle: () => void = () => {};
  const settledNow = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const inFlight = { transaction, settled: settledNow };
  entry.inFlight.set(stamp, inFlight);
  await settled(entry, stamp - 1, transaction);
  const before = entry.population?.stamp === stamp - 1 ? entry.population : null;
  const done = () => {
    // A transaction that rolled back left its stamp to the next one, which may have taken it since.
    if (entry.inFlight.get(stamp) === inFlight) entry.inFlight.delete(stamp);
    settle();
  };
  return {
    before,
    /** The transaction committed: the held population moves to `stamp` if it was the one just before. */
    committed() {
      if (entry.population?.stamp === stamp - 1) entry.population.join(member, stamp);
      done();
    },
    /** The transaction rolled back: nothing moves; a later reader loads what is there. */
    abandoned: done,
  };
}

export type PopulationJoin = Awaited<ReturnType<typeof joinPopulation>>;
