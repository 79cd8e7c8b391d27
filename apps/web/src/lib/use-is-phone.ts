import { Grid } from 'antd';

/** Below antd's `md` breakpoint (768 px): lists become cards, tables put labels above values. */
export const useIsPhone = (): boolean => Grid.useBreakpoint().md === false;

/** Read-only detail tables put each label above its value on a phone, so no label wraps over three lines. */
export const useDetailLayout = (): 'vertical' | 'horizontal' => (useIsPhone() ? 'vertical' : 'horizontal');
