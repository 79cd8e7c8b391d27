import type { Database, Queryable } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { findBenchmarkMembers, findBenchmarkStamp, findEntriesSince } from './benchmark.repository';
import { type BenchmarkMember, BenchmarkPopulation } from './benchmark-population';

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
}

const heldOf = perDatabase(() => new Map<number, Held>());

function held(db: Database, bankVersion: number): Held {
  const versions = heldOf(db);
  let entry = versions.get(bankVersion);
  if (!entry) {
    entry = { population: null, loading: null };
    versions.set(bankVersion, entry);
  }
  return entry;
}

/** The population as the database holds it now (through `db`, a transaction's own view if it is one), every group summed. */
export async function loadPopulation(db: Queryable, bankVersion: number): Promise<BenchmarkPopulation> {
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

/** The population as committed now: what a report frozen now compares with. */
export async function currentPopulation(db: Database, bankVersion: number): Promise<BenchmarkPopulation> {
  return populationAt(db, bankVersion, await findBenchmarkStamp(db, bankVersion));
}

/**
 * A completion committed its entry with `stamp`: the held population takes the member in when it stands
 * just before it; otherwise the next reader catches it up from the database.
 */
export function committedEntry(db: Database, bankVersion: number, stamp: number, member: BenchmarkMember | null) {
  const population = held(db, bankVersion).population;
  if (population?.stamp === stamp - 1) population.join(member, stamp);
}
