// `npm run build` (issue 19): the server as plain JavaScript, so production starts with `node` and no
// TypeScript loader. esbuild bundles the server and the shared contract into apps/server/dist; every
// npm package stays an import of node_modules. Files the server reads at run time (migrations, demo
// media, the web build) are found from apps/server, one level above both src/ and dist/ (src/paths.ts).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const sharedSource = path.join(root, 'packages/shared/src');

/** Bundles @dtmm/shared from its TypeScript source; leaves every other package to node_modules. */
const workspaceOnly = {
  name: 'workspace-only',
  setup(plugin) {
    plugin.onResolve({ filter: /^@dtmm\/shared(\/.*)?$/ }, ({ path: spec }) => ({
      path:
        spec === '@dtmm/shared'
          ? path.join(sharedSource, 'index.ts')
          : `${path.join(sharedSource, spec.slice('@dtmm/shared/'.length))}.ts`,
    }));
    plugin.onResolve({ filter: /^[^./]/ }, ({ path: spec }) => ({ path: spec, external: true }));
  },
};

/** One self-contained file per entry, right in dist/: no chunk in a subfolder, where paths would be one level off. */
const bundle = (entry, out) =>
  build({
    entryPoints: [entry],
    absWorkingDir: root,
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [workspaceOnly],
    logLevel: 'warning',
  });

export async function buildServer() {
  await Promise.all([
    bundle('apps/server/src/main.ts', 'apps/server/dist/main.js'),
    bundle('apps/server/src/cli.ts', 'apps/server/dist/cli.js'),
  ]);
}

if (process.argv[1] === import.meta.filename) await buildServer();
