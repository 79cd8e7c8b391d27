import { describe, expect, it } from 'vitest';
import { answersAsOfNow, serializeSsrState } from './ssr-state';

const state = {
  router: { loaderData: {} },
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['news'],
        queryHash: '["news"]',
        state: { data: { title: '</script><script>alert(1)</script>' }, dataUpdatedAt: 1 },
      },
    ],
  },
} as unknown as Parameters<typeof serializeSsrState>[0];

describe('the hydration state', () => {
  it('cannot close the data block it travels in, whatever the content says', () => {
    const text = serializeSsrState(state);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(state);
  });

  it('dates the rendered answers now, so none is fetched again right after hydration', () => {
    const dated = answersAsOfNow(state.queries, 5_000);
    expect(dated.queries.map((query) => query.state.dataUpdatedAt)).toEqual([5_000]);
    expect(dated.queries[0]?.state.data).toEqual(state.queries.queries[0]?.state.data);
  });
});
