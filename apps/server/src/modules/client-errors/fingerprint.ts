import { createHash } from 'node:crypto';
import type { ClientErrorKind } from '@dtmm/shared';

/** A path segment that names one record (a number, or a long opaque id), not a page. */
const RECORD_SEGMENT = /^(?:\d+|(?=[\w-]*\d)[\w-]{16,})$/;

/** The route pattern of a path: '/evaluationReport/123' → '/evaluationReport/:id', so one page's errors group. */
export const routePatternOf = (path: string): string =>
  path
    .split('/')
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');

/** The first frame of a stack (V8 "    at f (url:1:2)", Firefox and Safari "f@url:1:2"), or ''. */
export function firstStackFrame(stack: string | undefined): string {
  const lines = (stack ?? '').split('\n').map((line) => line.trim());
  return lines.find((line) => line.startsWith('at ') || /^[^\s]*@\S+:\d+/.test(line)) ?? '';
}

interface Fingerprinted {
  kind: ClientErrorKind;
  message: string;
  stack?: string | undefined;
  route: string;
}

/**
 * What makes two reports one error: the kind, the message with its numbers made alike ('id 17' and
 * 'id 18' group), the first stack frame and the route pattern. The release is left out, so an error
 * that survives a deploy stays one row.
 */
export function fingerprintOf({ kind, message, stack, route }: Fingerprinted): string {
  const parts = [kind, message.replace(/\d+/g, '0'), firstStackFrame(stack), route];
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}
