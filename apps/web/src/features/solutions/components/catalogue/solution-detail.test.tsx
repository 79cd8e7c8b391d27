import type { SolutionItem } from '@dtmm/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { SolutionDetail } from './solution-detail';
import { IMAGE_IDS, json, requestsTo, solutionItem, stubApi } from './solution-test-data';

const GET_PATH = '/api/dtmm/plan/serviceSolution/get/';

function serve(solution: SolutionItem) {
  return stubApi(() => json({ code: 0, msg: '', data: solution }));
}
const renderDetail = (id = '1') => renderWithApp(<SolutionDetail id={id} />);
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('SolutionDetail (/empowerment/provider/detail)', () => {
  it('shows the name, the provider, the contact, the labelled tags, the images and the five sections', async () => {
    const fetchMock = serve(solutionItem());
    const { container } = renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: '焦炉智能加热解决方案' })).toBeTruthy();
    expect(requestsTo(fetchMock, GET_PATH).at(-1)?.pathname).toBe(`${GET_PATH}1`);

    const provider = screen.getByRole('link', { name: '山西龙城工业互联网有限公司' });
    expect(provider.getAttribute('href')).toBe('/empowerment/serviceProvider/detail?id=16');
    expect(screen.getByText('张立峰')).toBeTruthy();
    expect(screen.getByRole('link', { name: '0351-7283516' }).getAttribute('href')).toBe('tel:0351-7283516');
    for (const label of ['场景1', '场景2', '焦化', '冶金', '太原市', '吕梁市']) {
      expect(await screen.findByText(label)).toBeTruthy();
    }

    const sources = new Set([...container.querySelectorAll('img')].map((img) => img.getAttribute('src')));
    expect(sources).toEqual(new Set(IMAGE_IDS.map((id) => `/api/dtmm/common/file/download/${id}`)));

    expect(sectionTitles()).toEqual(['方案概述', '方案介绍', '技术方案', '应用价值', '典型案例']);
    const plan = screen.getByRole('region', { name: '技术方案' });
    expect(within(plan).getByRole('heading', { level: 3, name: '总体架构' })).toBeTruthy();
    expect(screen.getByText('吨焦耗热量下降约2.8%。')).toBeTruthy();
  });

  it('leaves out the sections the provider left empty', async () => {
    serve(solutionItem({ solutionIntroduction: '', painPoints: '<p>&nbsp;</p>', classicCases: '  ' }));
    renderDetail();
    await screen.findByRole('heading', { level: 1 });
    expect(sectionTitles()).toEqual(['方案概述', '应用价值']);
  });

  it('shows the technical plan only through the sanitiser', async () => {
    serve(
      solutionItem({
        painPoints: '<p>平台模型</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      }),
    );
    const { container } = renderDetail();
    expect(await screen.findByText('平台模型')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says 解决方案不存在 for a missing or unapproved id and keeps the breadcrumb', async () => {
    stubApi(() => json({ code: 404, msg: '解决方案不存在' }, 404));
    renderDetail('999');
    expect((await screen.findAllByText('解决方案不存在')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(document.querySelector('.page-breadcrumb')?.textContent).toContain('首页');
  });
});
