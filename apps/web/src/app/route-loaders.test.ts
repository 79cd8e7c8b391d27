import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { knowledgeTabLoader } from './route-loaders';

const argsFor = (url: string) => ({ request: new Request(url), params: {} }) as unknown as LoaderFunctionArgs;

/** Runs a loader and answers where it redirected to (null when it let the page render). */
function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return thrown.headers.get('Location');
  }
}

describe('knowledgeTabLoader', () => {
  it('moves an unknown type to the first tab', () => {
    expect(redirectOf(() => knowledgeTabLoader(argsFor('http://x/konwledge?type=abc')))).toBe('/konwledge?type=1');
  });

  it('keeps a known type where it is', () => {
    expect(redirectOf(() => knowledgeTabLoader(argsFor('http://x/konwledge?type=2')))).toBeNull();
  });
});
