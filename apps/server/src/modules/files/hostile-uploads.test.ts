import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { hostileCorpus } from './test/hostile-corpus';
import { type CorpusTokens, checkServed, type Outcome, sendCase } from './test/hostile-run';
import { storedFiles } from './test/upload-client';

/**
 * Issue 5, suite 5: a generated corpus of hostile uploads against the real app. Every case is
 * uploaded once (big files are views of one buffer per sample); every file kept is downloaded
 * and its headers, name, bytes and privacy checked.
 */
let t: TestApp;
let tokens: CorpusTokens;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const [member, operator, otherCompany] = await Promise.all(
    ['bz_admin', 'operator', 'th_admin'].map((user) => t.tokenFor(user)),
  );
  tokens = { member: member ?? '', operator: operator ?? '', otherCompany: otherCompany ?? '' };
  for (const corpus of hostileCorpus()) outcomes.push(await sendCase(t.app, corpus, tokens));
});
afterAll(() => t?.close());

const ofKind = (kind: Outcome['corpus']['expect']) => outcomes.filter((o) => o.corpus.expect === kind);
const labels = (list: Outcome[]) => list.map((o) => `${o.corpus.label} → ${o.status}`);

describe('hostile uploads', () => {
  it('refuses every malicious file, keeps every benign one, and prints the figures', async () => {
    const malicious = ofKind('refuse');
    const benign = ofKind('benign');
    const maliciousAccepted = malicious.filter((o) => o.status < 400);
    const benignRejected = benign.filter((o) => o.status !== 200);
    const crashes = outcomes.filter((o) => o.status >= 500);
    console.log(
      `hostile uploads: malicious accepted ${maliciousAccepted.length}/${malicious.length}, ` +
        `benign rejected ${benignRejected.length}/${benign.length}, ` +
        `neutralised kept ${ofKind('clean').length}, 5xx ${crashes.length}`,
    );
    expect(labels(maliciousAccepted)).toEqual([]);
    expect(labels(benignRejected)).toEqual([]);
    expect(labels(crashes)).toEqual([]);
  });

  it('keeps a neutralised file only once its hostile part is gone', () => {
    expect(labels(ofKind('clean').filter((o) => o.status !== 200))).toEqual([]);
  });

  it('serves every kept file with nosniff, its detected type, a safe name, and privately when private', async () => {
    const kept = outcomes.filter((o) => o.status === 200);
    const problems = await Promise.all(kept.map((outcome) => checkServed(t.app, outcome, tokens)));
    expect(problems.flat()).toEqual([]);
    expect(kept.flatMap((o) => o.accepted).length).toBeGreaterThan(40);
  });

  it('leaves no temporary file behind', () => {
    expect(storedFiles(t.dataDir).filter((f) => f.startsWith('.tmp'))).toEqual([]);
  });
});
