import type { Database, Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { type BenchmarkMember, BenchmarkPopulation } from './benchmark-population';
import { findBenchmarkMembers, findEntriesSince } from './report.repository';

/**
 * The benchmark population of each bank version, kept per process (issue 31): loaded in one statement
 * once, moved on in memory by this process's own completions once they commit, and caught up by the
 * entries since its stamp when a report or a completion finds another process has moved the stamp; read
 * whole again only after a withdrawal. So neither a report nor a completion reads the province's
 * population, also with several instances.
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

/** The population as the database holds it now (through `db`, a transaction's own view if it is one), every group summed. */
async function loadPopulation(db: Queryable, bankVersion: number): Promise<BenchmarkPopulation> {
  const { stamp, members } = await findBenchmarkMembers(db, bankVersion, null);
  return new BenchmarkPopulation(stamp, members).prepareGroups();
}

/**
 * Moves a held population on to `upTo` by the entries that took the stamps since its own (another
 * process's completions: a few rows, not the province's). False when a stamp between was not an
 * entry's (a withdrawal): only a fresh read shows what left.
 */
async function caughtUp(db: Queryable, bankVersion: number, population: BenchmarkPopulation, upTo: number) {
  if (population.stamp >= upTo) return true;
  const since = population.stamp;
  const entries = await findEntriesSince(db, bankVersion, since, upTo);
  if (entries.length !== upTo - since) return false;
  // Another reader may have moved it on meanwhile: each stamp joins once, in order.
  for (const { stamp, member } of entries) if (stamp === population.stamp + 1) population.join(member, stamp);
  return population.stamp >= upTo;
}

/** The population at `stamp` or later (a reader may see a completion that committed after it read the stamp). */
export async function populationAt(db: Database, bankVersion: number, stamp: number): Promise<BenchmarkPopulation> {
  const entry = held(db, bankVersion);
  await settled(entry, stamp);
  const population = entry.population;
  if (population && (await caughtUp(db, bankVersion, population, stamp))) return population;
  if (!entry.loading) {
    const loading = loadPopulation(db, bankVersion).then((loaded) => {
      if (!entry.population || entry.population.stamp < loaded.stamp) entry.population = loaded;
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
 * A completion inside its transaction, after its entry took stamp `stamp` (holding the version's
 * stamp row, so every stamp before it has committed): the population its report compares with — the
 * held one moved on to just before it, or, when that cannot be (nothing held yet, or a withdrawal
 * since), the population read in the transaction, this entry in — and what to do once the transaction ends.
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
  const before = entry.population;
  const isBefore =
    before !== null && (await caughtUp(transaction, bankVersion, before, stamp - 1)) && before.stamp === stamp - 1;
  const population = isBefore ? before : await loadPopulation(transaction, bankVersion);
  const done = () => {
    // A transaction that rolled back left its stamp to the next one, which may have taken it since.
    if (entry.inFlight.get(stamp) === inFlight) entry.inFlight.delete(stamp);
    settle();
  };
  return {
    population,
    /** The transaction committed: the held population moves on to `stamp`, or the one read becomes it. */
    committed() {
      if (!isBefore) {
        if (!entry.population || entry.population.stamp < population.stamp) entry.population = population;
      } else if (entry.population?.stamp === stamp - 1) entry.population.join(member, stamp);
      done();
    },
    /** The transaction rolled back: nothing moves; a later reader loads what is there. */
    abandoned: done,
  };
}

export type PopulationJoin = Awaited<ReturnType<typeof joinPopulation>>;
