import fc from 'fast-check';
import type { Shape } from './request-shape';

/** A request derived from a valid one; `mustRefuse` when it must not be accepted whatever the schema says. */
export interface Mutation {
  name: string;
  shape: Shape;
  mustRefuse: boolean;
  /** Reported instead of the shape, so a failure never prints a 1 MB body. */
  [fc.toStringMethod](): string;
}

export function mutation(name: string, shape: Shape, mustRefuse = false): Mutation {
  return { name, shape, mustRefuse, [fc.toStringMethod]: () => name };
}
