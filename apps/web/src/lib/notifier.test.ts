import { describe, expect, it, vi } from 'vitest';
import { createMessageNotifier } from './notifier';

describe('createMessageNotifier', () => {
  it('keys toasts by their text so repeats replace each other, with durations in seconds', () => {
    const open = vi.fn();
    const notifier = createMessageNotifier({ open });
    notifier.error('请求错误', 5_000);
    notifier.error('请求错误', 5_000);
    notifier.warning('暂无权限');
    expect(open).toHaveBeenNthCalledWith(1, { type: 'error', content: '请求错误', key: 'error:请求错误', duration: 5 });
    expect(open.mock.calls[1]?.[0]).toEqual(open.mock.calls[0]?.[0]);
    expect(open).toHaveBeenLastCalledWith({
      type: 'warning',
      content: '暂无权限',
      key: 'warning:暂无权限',
      duration: undefined,
    });
  });

  it('draws and removes the full-screen wait overlay', () => {
    const notifier = createMessageNotifier({ open: vi.fn() });
    notifier.showOverlay('请稍等片刻...');
    notifier.showOverlay('请稍等片刻...');
    const overlays = document.querySelectorAll('.wait-overlay');
    expect(overlays).toHaveLength(1);
    expect(overlays[0]?.textContent).toBe('请稍等片刻...');
    notifier.hideOverlay();
    expect(document.querySelector('.wait-overlay')).toBeNull();
  });
});
