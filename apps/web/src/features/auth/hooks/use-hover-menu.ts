import { USER_MENU_HIDE_MS } from '@dtmm/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A menu that opens while the pointer is over its box and hides 300 ms after it leaves
 * (portal.md 2.1, 9), so the pointer can cross the gap to the menu. Focus and click open it too.
 */
export function useHoverMenu(hideMs: number = USER_MENU_HIDE_MS) {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelHide = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const open = useCallback(() => {
    cancelHide();
    setOpen(true);
  }, [cancelHide]);
  const close = useCallback(() => {
    cancelHide();
    setOpen(false);
  }, [cancelHide]);
  const scheduleHide = useCallback(() => {
    cancelHide();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, hideMs);
  }, [cancelHide, hideMs]);
  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, open, close]);

  useEffect(() => cancelHide, [cancelHide]);

  return {
    isOpen,
    open,
    close,
    toggle,
    /** Spread on the element that holds both the box and the menu. */
    hoverProps: { onMouseEnter: open, onMouseLeave: scheduleHide },
  };
}
