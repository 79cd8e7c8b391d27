import { describe, expect, it } from 'vitest';
import { categoryOf, newsCategoriesOf } from './news-categories';

const DICTIONARY = [
  { label: '政策资讯', value: '政策资讯' },
  { label: '行业资讯', value: '行业资讯' },
  { label: '通知公告', value: '通知公告' },
  { label: '“1”企业数字化转型专题', value: '551' },
];

describe('news categories', () => {
  it('leave the 551 special topic out of the tabs', () => {
    expect(newsCategoriesOf(DICTIONARY).map((c) => c.value)).toEqual(['政策资讯', '行业资讯', '通知公告']);
  });

  it('choose the category of the type query, else the first (政策资讯)', () => {
    const categories = newsCategoriesOf(DICTIONARY);
    expect(categoryOf('行业资讯', categories)).toBe('行业资讯');
    expect(categoryOf(null, categories)).toBe('政策资讯');
    expect(categoryOf('551', categories)).toBe('政策资讯');
  });
});
