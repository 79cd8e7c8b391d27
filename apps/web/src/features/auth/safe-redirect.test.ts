import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirect('/severcenter?from=menu#top')).toBe('/severcenter?from=menu#top');
    expect(safeRedirect('/user/companyinfo')).toBe('/user/companyinfo');
  });

  it('falls back for anything that could leave the site or loop back to login', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'home',
      '/login',
      '/login?redirect=/x',
      '/ok\nSet-Cookie',
    ]) {
      expect(safeRedirect(value)).toBe('/');
    }
    expect(safeRedirect('https://evil.example/', '/home')).toBe('/home');
  });
});

describe('loginPathFor', () => {
  it('brings the person back to where the session ended', () => {
    expect(loginPathFor('/severcenter?x=1')).toBe('/login?redirect=%2Fsevercenter%3Fx%3D1');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login')).toBe('/login');
  });
});
