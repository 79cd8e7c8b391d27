import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssessmentListPage } from '@/features/assessment/pages/assessment-list-page';
import { findRow as row } from '@/features/assessment/results/result-fixtures';
import { sessionStore } from '@/features/auth/session-store';
import { renderWithApp } from '@/test/render-with-app';
import { COMPANY_USER, PAIR } from '@/test/session-fixtures';
import { applicationOf, fileOf, okOf, stubFetch } from '../formal-fixtures';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const PATH = '/user/digitalization';
const LIST = '/api/dtmm/company/companyacceptance/list';
const open = () => renderWithApp(<AssessmentListPage />, { path: PATH, entry: `${PATH}?paneName=formalAssessment` });

const ROWS = [
  applicationOf(),
  applicationOf({
    id: '32',
    assessmentType: 'dcmm',
    assessmentTypeName: 'DCMM数据管理能力成熟度评估',
    applicationLevel: 2,
    status: '1',
    statusLabel: '已受理',
    evidence: [],
    acceptedAt: '2026-11-22 10:00:00',
    scheduledDate: '2026-12-03',
    assessorName: '山西智造服务有限公司',
  }),
  applicationOf({ id: '33', status: '2', statusLabel: '未通过受理', rejectReason: '申请备注未说明评估范围' }),
  applicationOf({
    id: '34',
    status: '3',
    statusLabel: '已完成',
    acceptedAt: '2026-10-10 09:00:00',
    scheduledDate: '2026-10-20',
    assessorName: '山西智造服务有限公司',
    resultLevel: 3,
    completedAt: '2026-10-28 16:00:00',
    reportFile: fileOf('f-report', '正式评估报告.pdf', 'pdf'),
  }),
];

function stubList(total = ROWS.length) {
  sessionStore.start(COMPANY_USER, PAIR);
  return stubFetch((url) => (url.startsWith(LIST) ? okOf(ROWS, { total }) : undefined));
}

const modal = () => screen.getByText('解决方案').closest('.ant-modal') as HTMLElement;

describe('正式评估 tab of /user/digitalization', () => {
  it('lists the applications with their type, level, status and time, ten a page', async () => {
    const { callsTo } = stubList(12);
    open();
    const pending = await row('31');
    expect(within(pending).getByText('数字化转型诊断服务平台')).toBeTruthy();
    expect(within(pending).getByText('三级 · 系统集成')).toBeTruthy();
    expect(within(pending).getByText('待受理').closest('.ant-tag')?.className).toContain('red');
    expect(within(pending).getByText('2026-11-21 09:30:00')).toBeTruthy();
    const accepted = await row('32');
    expect(within(accepted).getByText('二级 受管理级')).toBeTruthy();
    expect(within(accepted).getByText('已受理').closest('.ant-tag')?.className).toContain('blue');
    expect(within(await row('33')).getByText('未通过受理')).toBeTruthy();
    expect(
      within(await row('34'))
        .getByText('已完成')
        .closest('.ant-tag')?.className,
    ).toContain('success');
    expect(callsTo('GET', LIST)[0]?.url).toContain('page=1&limit=10');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo('GET', LIST).at(-1)?.url).toContain('page=2&limit=10'));
  });

  it('opens 解决方案 with the company, the application and its evidence', async () => {
    stubList();
    open();
    fireEvent.click(within(await row('31')).getByText('查看'));
    const dialog = within(await waitFor(modal));
    expect(dialog.getByText('企业信息')).toBeTruthy();
    expect(dialog.getByText('晋数科技有限公司')).toBeTruthy();
    expect(dialog.getByText('91140100MA0K123456')).toBeTruthy();
    for (const label of ['评估类型', '状态', '评估次数', '申请等级', '申请备注'])
      expect(dialog.getByText(label)).toBeTruthy();
    expect(dialog.getByText('希望专家重点评估生产计划排程与采购协同的建设情况。')).toBeTruthy();
    expect(dialog.queryByText('评估日期')).toBeNull();
    expect(dialog.getByText('战略规划')).toBeTruthy();
    expect(dialog.getByText('数字化转型规划.pdf').closest('a')?.getAttribute('href')).toBe(
      '/api/dtmm/common/file/download/f-plan?access_token=a1',
    );
    expect(dialog.getByAltText('战略研讨会.png').getAttribute('src')).toBe(
      '/api/dtmm/common/file/download/f-meeting?access_token=a1',
    );
  });

  it('shows the later steps as far as they got: acceptance, refusal, result and report', async () => {
    stubList();
    open();
    fireEvent.click(within(await row('32')).getByText('查看'));
    let dialog = within(await waitFor(modal));
    expect(dialog.getByText('2026-12-03')).toBeTruthy();
    expect(dialog.getByText('山西智造服务有限公司')).toBeTruthy();
    expect(dialog.getByText('未上传佐证材料')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);

    fireEvent.click(within(await row('33')).getByText('查看'));
    dialog = within(await waitFor(modal));
    expect(dialog.getByText('不予受理原因')).toBeTruthy();
    expect(dialog.getByText('申请备注未说明评估范围')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);

    fireEvent.click(within(await row('34')).getByText('查看'));
    dialog = within(await waitFor(modal));
    expect(dialog.getByText('评估结果等级')).toBeTruthy();
    expect(dialog.getAllByText('三级 · 系统集成').length).toBeGreaterThan(1);
    expect(dialog.getByText('正式评估报告.pdf').closest('a')?.getAttribute('href')).toBe(
      '/api/dtmm/common/file/download/f-report?access_token=a1',
    );
  });

  it('shows cards on a 390 px phone and offers both types to apply for', async () => {
    window.innerWidth = 390;
    stubList();
    const { router } = open();
    await screen.findAllByText('数字化转型诊断服务平台');
    expect(document.querySelectorAll('li.record-card')).toHaveLength(ROWS.length);
    expect(document.querySelector('table')).toBeNull();
    fireEvent.click(screen.getByText('申请正式评估'));
    fireEvent.click(
      await screen.findByText('DCMM数据管理能力成熟度评估', { selector: '.ant-dropdown-menu-title-content' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/formalAssessmentForm'));
    expect(router.state.location.search).toBe('?type=dcmm');
  });
});
