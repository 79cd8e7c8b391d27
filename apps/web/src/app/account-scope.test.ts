import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { scopeQueriesToAccount } from './account-scope';

let client: QueryClient;
let stop: () => void;

const cached = () =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[0]);

beforeEach(() => {
  sessionStore.start(USER, PAIR);
  client = new QueryClient();
  stop = scopeQueriesToAccount(client);
  client.setQueryData(['members', 'list'], ['张三']);
  client.setQueryData(['user-centre', 'menus'], []);
  client.setQueryData(['dictionary', 'company.type'], []);
});

afterEach(() => {
  stop();
  sessionStore.clear();
});

describe('answers are scoped to the account that fetched them', () => {
  it('keeps everything while the same account only refreshes its tokens', () => {
    sessionStore.setTokens({ ...PAIR, access_token: 'a2' });
    sessionStore.setUser(USER);
    expect(cached()).toEqual(['members', 'user-centre', 'dictionary']);
  });

  it('drops the account data, not the reference data, when the person joins a company', () => {
    sessionStore.setUser(COMPANY_USER);
    expect(cached()).toEqual(['dictionary']);
  });

  it('fetches again, for the new account, what a mounted page still shows', async () => {
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['invitations'], queryFn: async () => ++calls });
    const stopObserving = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    sessionStore.setUser(COMPANY_USER);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
    stopObserving();
  });

  it('fetches nothing again at logout, where every call would answer 401 (issue 30)', async () => {
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['exam', '59'], queryFn: async () => ++calls });
    const stopObserving = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
    sessionStore.clear();
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(client.getQueryState(['exam', '59'])?.fetchStatus).toBe('idle');
    stopObserving();
  });

  it('drops it at logout and when another person logs in', () => {
    sessionStore.clear();
    expect(cached()).toEqual(['dictionary']);
    client.setQueryData(['members', 'list'], ['李四']);
    sessionStore.start({ ...USER, userId: '8' }, PAIR);
    expect(cached()).toEqual(['dictionary']);
  });
});
