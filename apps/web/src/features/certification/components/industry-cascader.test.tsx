import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render-with-app';
import { stubCertificationApi } from '../certification-fixtures';
import { IndustryCascader } from './industry-cascader';

afterEach(() => vi.unstubAllGlobals());

describe('IndustryCascader (portal.md 2.11)', () => {
  it('loads each level when its parent is chosen, the 中类 being optional', async () => {
    const { fetchMock } = stubCertificationApi();
    const onChange = vi.fn();
    renderWithApp(<IndustryCascader id="industry" onChange={onChange} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.mouseDown(document.querySelector('#industry') ?? document.body);
    fireEvent.click(await screen.findByTitle('信息传输、软件和信息技术服务业'));
    fireEvent.click(await screen.findByTitle('软件和信息技术服务业'));
    expect(onChange).toHaveBeenLastCalledWith(['I', '65']);
    fireEvent.click(await screen.findByTitle('软件开发'));
    expect(onChange).toHaveBeenLastCalledWith(['I', '65', '651']);
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths).toEqual([
      '/api/dtmm/industry/categories',
      '/api/dtmm/industry/secondary/I',
      '/api/dtmm/industry/tertiary/65',
    ]);
  });

  it('shows the names of a saved path at once', async () => {
    stubCertificationApi();
    renderWithApp(<IndustryCascader value={['I', '65', '651']} />);
    expect(await screen.findByText('信息传输、软件和信息技术服务业 / 软件和信息技术服务业 / 软件开发')).toBeTruthy();
  });
});
