import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-guard';

describe('guardRedirect', () => {
  it('sends a signed-in user away from the login page to /', () => {
    expect(guardRedirect('/login', true)).toBe('/');
  });

  it('lets a signed-in user go anywhere else', () => {
    for (const path of ['/home', '/user/companyinfo', '/exchange/ask', '/severcenter/evaluation']) {
      expect(guardRedirect(path, true)).toBeNull();
    }
  });

  it('keeps the login and auth-redirect pages open to guests', () => {
    expect(guardRedirect('/login', false)).toBeNull();
    expect(guardRedirect('/auth-redirect', false)).toBeNull();
  });

  it('sends a guest on a path containing /user, /exchange/ask or /qa/ask to /home', () => {
    for (const path of ['/user', '/user/companyinfo', '/exchange/ask', '/exchange/ask/12', '/qa/ask']) {
      expect(guardRedirect(path, false)).toBe('/home');
    }
  });

  it('sends a guest on an assessment start page or a result to the service centre', () => {
    expect(guardRedirect('/severcenter/evaluation', false)).toBe('/severcenter');
    expect(guardRedirect('/severcenter/selfEvaDigitization', false)).toBe('/severcenter');
    expect(guardRedirect('/severcenter/dcmmQuestionbank', false)).toBe('/severcenter');
    expect(guardRedirect('/evaluationResultsCenter', false)).toBe('/severcenter');
  });

  it('lets a guest through to public pages', () => {
    for (const path of [
      '/',
      '/home',
      '/severcenter',
      '/severcenter/questionbank',
      '/empowerment/serviceProvider',
      '/404',
      '/exchange',
    ]) {
      expect(guardRedirect(path, false)).toBeNull();
    }
  });
});
