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

  it('sends a guest on a signed-in page to log in, and back to the page with its query (issue 30)', () => {
    expect(guardRedirect('/user', false)).toBe('/login?redirect=%2Fuser');
    expect(guardRedirect('/user/digitalization', false, '?paneName=formalAssessment')).toBe(
      '/login?redirect=%2Fuser%2Fdigitalization%3FpaneName%3DformalAssessment',
    );
    expect(guardRedirect('/user/solution', false)).toBe('/login?redirect=%2Fuser%2Fsolution');
    expect(guardRedirect('/exchange/ask/12', false)).toBe('/login?redirect=%2Fexchange%2Fask%2F12');
    expect(guardRedirect('/qa/ask', false)).toBe('/login?redirect=%2Fqa%2Fask');
    expect(guardRedirect('/evaluationResultsCenter', false, '?type=zdpg&id=42')).toBe(
      '/login?redirect=%2FevaluationResultsCenter%3Ftype%3Dzdpg%26id%3D42',
    );
  });

  it('sends a guest on an assessment start page to the service centre', () => {
    expect(guardRedirect('/severcenter/evaluation', false)).toBe('/severcenter');
    expect(guardRedirect('/severcenter/selfEvaDigitization', false)).toBe('/severcenter');
    expect(guardRedirect('/severcenter/dcmmQuestionbank', false)).toBe('/severcenter');
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
