import { type ComponentProps, lazy, Suspense, useRef } from 'react';
import type { AntdScope } from './antd-scope';

type AntdScopeModule = typeof import('./antd-scope');
let loaded: AntdScopeModule | null = null;

/**
 * Loads antd's scope (its theme, locale and App context) once. The server loads it before it
 * renders, and the browser before it hydrates a page that uses antd, so both render it directly.
 */
export async function loadAntdScope(): Promise<AntdScopeModule> {
  loaded ??= await import('./antd-scope');
  return loaded;
}

const LoadingScope = lazy(async () => ({ default: (await loadAntdScope()).AntdScope }));

/**
 * AntdScope kept out of the page frame's code: loaded with the first part that needs it. An instance
 * keeps the way it started (direct, or through Suspense while loading), so its content never remounts.
 */
export function LazyAntdScope(props: ComponentProps<typeof AntdScope>) {
  const scope = useRef(loaded).current;
  if (scope) return <scope.AntdScope {...props} />;
  return (
    <Suspense fallback={null}>
      <LoadingScope {...props} />
    </Suspense>
  );
}
