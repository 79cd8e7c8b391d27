import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR, USER } from '@/test/session-fixtures';
import { MyPropertyPage } from './my-property-page';
import { patent, stubPropertyApi } from './property-fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  window.innerWidth = 1366;
});

const SUMMARY = {
  total: 5,
  byType: [
    { patentType: '发明专利', count: 3 },
    { patentType: '实用新型', count: 1 },
    { patentType: '外观设计', count: 0 },
    { patentType: '软件著作权', count: 1 },
  ],
  byStatus: [
    { status: 'draft', count: 2 },
    { status: 'published', count: 2 },
    { status: 'unpublished', count: 1 },
  ],
  published: [
    patent({ id: '32', title: '一种刮板输送机链条张力检测装置', publishTime: '2026-10-08 10:00:00', isPublish: '1' }),
  ],
};
const figureOf = (title: string) =>
  (screen.getByText(title).closest('.ant-statistic') as HTMLElement).querySelector('.ant-statistic-content')
    ?.textContent;

describe('/user/myproperty (我的知识产权)', () => {
  it('shows the counts by status and type and the published entries', async () => {
    sessionStore.start({ ...COMPANY_USER, role: 'USER' }, PAIR);
    stubPropertyApi({ summary: SUMMARY });
    const { router } = renderWithApp(<MyPropertyPage />, { path: '/user/myproperty' });
    expect(await screen.findByText('专利总数')).toBeTruthy();
    expect(figureOf('专利总数')).toBe('5');
    expect(figureOf('待审核')).toBe('2');
    expect(figureOf('已下线')).toBe('1');
    expect(figureOf('发明专利')).toBe('3');
    expect(figureOf('外观设计')).toBe('0');
    const published = screen.getByText('一种刮板输送机链条张力检测装置').closest('.ant-list-item') as HTMLElement;
    expect(within(published).getByText('发明专利 · ZL 2024 1 0387215.7 · 发布于 2026-10-08')).toBeTruthy();
    fireEvent.click(screen.getByText('管理专利成果'));
    expect(router.state.location.pathname).toBe('/user/patent');
  });

  it('says so when nothing is published, in two columns of cards on a phone', async () => {
    window.innerWidth = 390;
    sessionStore.start(COMPANY_USER, PAIR);
    stubPropertyApi({ summary: { ...SUMMARY, published: [] } });
    const { container } = renderWithApp(<MyPropertyPage />);
    expect(await screen.findByText('暂无已发布的专利成果')).toBeTruthy();
    expect(container.querySelectorAll('.property__cards .ant-card')).toHaveLength(8);
  });

  it('asks someone without a company to certify first', async () => {
    sessionStore.start(USER, PAIR);
    const { sent } = stubPropertyApi();
    renderWithApp(<MyPropertyPage />);
    expect(await screen.findByText('请先先完成企业认证！')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
