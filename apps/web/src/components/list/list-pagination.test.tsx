import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination';

describe('ListPagination', () => {
  it('says the total, marks the current page and moves by page, step and size', () => {
    const onChange = vi.fn();
    render(<ListPagination page={1} limit={10} total={95} sizes={[10, 20]} onChange={onChange} />);
    expect(screen.getByText('共 95 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '10' }));
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    fireEvent.change(screen.getByRole('combobox', { name: '每页条数' }), { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('draws nothing when nothing matched, or on one page when asked to', () => {
    const { container, rerender } = render(<ListPagination page={1} limit={10} total={0} onChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
    rerender(<ListPagination page={1} limit={10} total={8} onChange={vi.fn()} hideOnSinglePage />);
    expect(container.innerHTML).toBe('');
    rerender(<ListPagination page={1} limit={10} total={8} onChange={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
