import type { AuditObjectType, PiiKind } from '@dtmm/shared';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { recordAudit } from './audit.service';

export type PiiSubject = `user:${number}` | 'contact';
export const userSubject = (userId: number): PiiSubject => `user:${userId}`;

export interface PiiRead {
  /** Who read the values in full. */
  readerId: number;
  /** What they read them on: the company whose members, the application under review. */
  objectType: AuditObjectType;
  objectId: number | string;
  /** Which kinds of value were shown in full. */
  fields: readonly PiiKind[];
  /**
   * Whose values they were: `user:<id>` for an account's own phone, `contact` for the contact person
   * the object (an application, a company) names.
   */
  subjects: readonly PiiSubject[];
}

/**
 * Audits a read of phones, identity numbers or e-mails in full (`pii.read`, docs/compliance.md): who,
 * on what, which kinds and whose. The values themselves are never written to the trail.
 */
export function recordPiiRead(db: Queryable, request: FastifyRequest, read: PiiRead): Promise<void> {
  return recordAudit(db, request, {
    action: 'pii.read',
    userId: read.readerId,
    objectType: read.objectType,
    objectId: read.objectId,
    detail: { fields: [...read.fields], subjects: [...read.subjects] },
  });
}

/** A reader who asked for the personal data of one answer in full (`unmask=1`), with the request to audit. */
export interface UnmaskingReader {
  request: FastifyRequest;
  readerId: number;
}
