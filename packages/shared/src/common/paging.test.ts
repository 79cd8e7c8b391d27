import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { pageOffset, pagingQuery } from './paging';

const query = pagingQuery(['createTime', 'companyName'] as const);

describe('paging query', () => {
  it('defaults to page 1 of 10, newest first by the first sort key', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 10, sidx: 'createTime', sord: 'desc' });
  });
  it('coerces query-string numbers', () => {
    expect(query.parse({ page: '3', limit: '20', sidx: 'companyName', sord: 'asc' })).toEqual({
      page: 3,
      limit: 20,
      sidx: 'companyName',
      sord: 'asc',
    });
  });
  it.each([
    [{ sidx: 'password_hash' }, messages.paging.sidx],
    [{ sidx: 'createTime; drop table users' }, messages.paging.sidx],
    [{ sord: 'sideways' }, messages.paging.sord],
    [{ page: '0' }, messages.paging.page],
    [{ page: 'abc' }, messages.paging.page],
    [{ limit: '151' }, messages.paging.limit],
    [{ limit: '1.5' }, messages.paging.limit],
  ])('refuses %j with its message', (input, message) => {
    const result = query.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('computes the offset', () => expect(pageOffset({ page: 3, limit: 20 })).toBe(40));
});
