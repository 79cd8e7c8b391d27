import { describe, expect, it } from 'vitest';
import { lockfileProblems } from './supply-chain.mjs';

const sound = { version: '1.0.0', integrity: 'sha512-abc', license: 'MIT' };
const lockOf = (packages) => ({ packages: { '': {}, 'node_modules/@dtmm/shared': { link: true }, ...packages } });

describe('lockfileProblems', () => {
  it('passes pinned registry packages under allowed licences, workspace links and dev-only licences', () => {
    const lock = lockOf({
      'node_modules/fastify': sound,
      'node_modules/esbuild': { ...sound, hasInstallScript: true },
      'node_modules/a/node_modules/esbuild': { ...sound, hasInstallScript: true },
      'node_modules/some-dev-tool': { ...sound, license: 'GPL-3.0', dev: true },
    });
    expect(lockfileProblems(lock)).toEqual([]);
  });

  it('names every package that is unpinned, foreign, scripted or under another licence', () => {
    const lock = lockOf({
      'node_modules/no-hash': { ...sound, integrity: undefined },
      'node_modules/sha1': { ...sound, integrity: 'sha1-abc' },
      'node_modules/from-git': { ...sound, resolved: 'git+ssh://git@example.com/x.git' },
      'node_modules/postinstall': { ...sound, hasInstallScript: true },
      'node_modules/gpl': { ...sound, license: 'GPL-3.0' },
      'node_modules/unlicensed': { ...sound, license: undefined },
    });
    expect(lockfileProblems(lock)).toEqual([
      'node_modules/no-hash: no sha512 integrity',
      'node_modules/sha1: no sha512 integrity',
      'node_modules/from-git: comes from git+ssh://git@example.com/x.git',
      'node_modules/postinstall: has an install script',
      'node_modules/gpl: licence GPL-3.0',
      'node_modules/unlicensed: licence none',
    ]);
  });
});
