// Supply chain (issue 5, suite 10), part of `npm test`: what the lockfile lets in, checked offline,
// and `npm audit` whenever the registry answers its advisory endpoint.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// Licences a provincial government platform may ship without legal review.
const LICENCES = new Set(['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', 'BlueOak-1.0.0', '0BSD']);
// Packages allowed an install script (npm 11 still asks before running it): esbuild fetches its binary.
const INSTALL_SCRIPTS = /(^|\/)node_modules\/esbuild$/;

/** The lockfile's installed packages (workspace links and the workspaces themselves left out). */
const installedPackages = (lock) =>
  Object.entries(lock.packages).filter(([where, entry]) => where.startsWith('node_modules/') && !entry.link);

/** Problems with the lockfile: unpinned or foreign packages, unknown install scripts, licences. */
export function lockfileProblems(lock) {
  const problems = [];
  for (const [where, entry] of installedPackages(lock)) {
    if (!entry.integrity?.startsWith('sha512-')) problems.push(`${where}: no sha512 integrity`);
    if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/'))
      problems.push(`${where}: comes from ${entry.resolved}`);
    if (entry.hasInstallScript && !INSTALL_SCRIPTS.test(where)) problems.push(`${where}: has an install script`);
    if (!entry.dev && !LICENCES.has(entry.license)) problems.push(`${where}: licence ${entry.license ?? 'none'}`);
  }
  return problems;
}

/**
 * `npm audit --omit=dev`: the high and critical findings, or `null` with the reason when the
 * registry does not answer the advisory endpoint (some mirrors refuse its POST).
 */
export function auditFindings() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 60_000 });
  const report = JSON.parse(result.stdout || '{}');
  if (report.statusCode || report.error || !report.metadata)
    return { findings: null, reason: report.message ?? report.error?.summary ?? 'no answer' };
  const { high = 0, critical = 0 } = report.metadata.vulnerabilities;
  return { findings: high + critical, reason: null };
}

/** Runs both; answers what it could not check, throws when something is wrong. */
export function checkSupplyChain() {
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  const problems = lockfileProblems(lock);
  const production = installedPackages(lock).filter(([, entry]) => !entry.dev);
  console.log(
    `lockfile: ${Object.keys(lock.packages).length - 1} packages, ${production.length} in production, ${problems.length} problems`,
  );
  if (problems.length) throw new Error(`supply chain:\n  ${problems.join('\n  ')}`);
  const audit = auditFindings();
  if (audit.findings === null)
    return [`npm audit --omit=dev (the registry refused its advisory endpoint: ${audit.reason})`];
  console.log(`npm audit --omit=dev: ${audit.findings} high or critical`);
  if (audit.findings > 0) throw new Error('npm audit: high or critical vulnerabilities in production dependencies');
  return [];
}
