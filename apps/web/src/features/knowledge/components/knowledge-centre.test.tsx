import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { knowledgeTabOf } from '../knowledge-tabs';
import { KnowledgeCentre } from './knowledge-centre';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/dtmm/common/dict') return json({ code: 0, msg: '', data: { code: '', data: [] } });
      return json({ code: 0, msg: '', data: [], total: 0 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('knowledgeTabOf', () => {
  it('opens the first tab without a type, the named tab for 1-3, and flags anything else', () => {
    expect(knowledgeTabOf(null)).toBe('1');
    expect(knowledgeTabOf('2')).toBe('2');
    expect(knowledgeTabOf('3')).toBe('3');
    expect(knowledgeTabOf('9')).toBe('unknown');
    expect(knowledgeTabOf('标准规范')).toBe('unknown');
  });
});

describe('KnowledgeCentre', () => {
  it('keeps a known type where it is', async () => {
    const { router, findByRole } = renderWithApp(<KnowledgeCentre />, {
      path: '/konwledge',
      entry: '/konwledge?type=2',
    });
    expect((await findByRole('tab', { name: '标准规范' })).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?type=2');
  });
});
