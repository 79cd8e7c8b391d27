import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { renderWithApp } from '@/test/render-with-app';
import { PAIR, USER } from '@/test/session-fixtures';
import { HomeHero } from './home-hero';

afterEach(() => sessionStore.clear());

const joinLinks = () => screen.getAllByRole('link', { name: /服务商入驻/ }).map((a) => a.getAttribute('href'));

const renderBoth = () =>
  renderWithApp(
    <>
      <HomeHero province="山西省" />
      <SiteFooter platformName="山西省企业数字化转型服务平台" config={undefined} />
    </>,
  );

describe('服务商入驻 (issue 11)', () => {
  it('sends a guest to register', () => {
    renderBoth();
    expect(joinLinks()).toEqual(['/login?type=register', '/login?type=register']);
  });

  it('sends a signed-in person to provider certification, not to a register page that bounces home', () => {
    sessionStore.start(USER, PAIR);
    renderBoth();
    expect(joinLinks()).toEqual(['/user/severAuthentication', '/user/severAuthentication']);
  });
});
