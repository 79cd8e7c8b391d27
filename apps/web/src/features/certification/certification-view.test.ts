import { describe, expect, it } from 'vitest';
import type { CertificationRecord } from './api/certification-api';
import { canToggleEdit, decideCompanyView, decideProviderView, type ViewInput } from './certification-view';

const record = (status: 0 | 1 | 2, fdAddOn1: string | null = null): CertificationRecord => ({
  id: '1',
  certifyType: '企业',
  status,
  fdAddOn1,
  payload: null,
  submitTime: '2026-01-01 10:00:00',
  decideTime: null,
});
const base: ViewInput = {
  role: 'ADMIN',
  hasCompany: true,
  status: 0,
  isStatusFailed: false,
  record: null,
  wantsForm: false,
};

describe('decideCompanyView (portal.md 4.2)', () => {
  it('shows the form to a newcomer without a record', () => {
    expect(decideCompanyView({ ...base, role: null, hasCompany: false }).kind).toBe('form');
  });

  it('shows the waiting state while under review, with or without a company', () => {
    expect(decideCompanyView({ ...base, status: 2 }).kind).toBe('waiting');
    expect(decideCompanyView({ ...base, role: null, hasCompany: false, status: 2, record: undefined }).kind).toBe(
      'waiting',
    );
  });

  it('shows the rejection with its reason until 立即去认证, then the form', () => {
    const rejected = { ...base, record: record(0, '营业执照不清晰') };
    expect(decideCompanyView(rejected)).toEqual({ kind: 'rejected', reason: '营业执照不清晰' });
    expect(decideCompanyView({ ...rejected, wantsForm: true }).kind).toBe('form');
  });

  it('shows the certified details, the pending or refused change, and the form while editing', () => {
    const certified = { ...base, status: 1, record: record(1) };
    expect(decideCompanyView(certified)).toEqual({ kind: 'details', change: { kind: 'none' } });
    expect(decideCompanyView({ ...certified, record: record(2) })).toEqual({
      kind: 'details',
      change: { kind: 'pending' },
    });
    expect(decideCompanyView({ ...certified, record: record(0, '地址有误') })).toEqual({
      kind: 'details',
      change: { kind: 'rejected', reason: '地址有误' },
    });
    expect(decideCompanyView({ ...certified, wantsForm: true }).kind).toBe('form');
  });

  it('lets a USER read the details directly, whatever the status', () => {
    expect(decideCompanyView({ ...base, role: 'USER', status: undefined, record: undefined }).kind).toBe('details');
  });

  it('waits for the status and the record', () => {
    expect(decideCompanyView({ ...base, status: undefined }).kind).toBe('loading');
    expect(decideCompanyView({ ...base, record: undefined }).kind).toBe('loading');
  });
});

describe('decideProviderView (portal.md 4.2)', () => {
  it('falls back to the company, or nothing, when the status call fails', () => {
    expect(decideProviderView({ ...base, isStatusFailed: true }).kind).toBe('company');
    expect(decideProviderView({ ...base, hasCompany: false, isStatusFailed: true }).kind).toBe('empty');
  });

  it('follows status 1, 2 and the rejection like the company page', () => {
    expect(decideProviderView({ ...base, status: 1, record: record(1) }).kind).toBe('details');
    expect(decideProviderView({ ...base, status: 2 }).kind).toBe('waiting');
    expect(decideProviderView({ ...base, record: record(0, '材料不全') }).kind).toBe('rejected');
    expect(decideProviderView(base).kind).toBe('form');
  });

  it('never offers a USER the form', () => {
    expect(decideProviderView({ ...base, role: 'USER' }).kind).toBe('company');
    expect(decideProviderView({ ...base, role: 'USER', record: record(0, 'x') }).kind).toBe('company');
    expect(decideProviderView({ ...base, role: 'USER', status: 1, record: record(1) }).kind).toBe('details');
  });
});

describe('canToggleEdit (portal.md 2.7)', () => {
  const certified = { role: 'ADMIN' as const, hasCompany: true, status: 1, record: record(1) };
  it('is offered to the ADMIN of a certified company', () => {
    expect(canToggleEdit(certified)).toBe(true);
  });
  it('is hidden without a company, for USER, while waiting, rejected or a change is under review', () => {
    expect(canToggleEdit({ ...certified, hasCompany: false })).toBe(false);
    expect(canToggleEdit({ ...certified, role: 'USER' })).toBe(false);
    expect(canToggleEdit({ ...certified, status: 2 })).toBe(false);
    expect(canToggleEdit({ ...certified, status: 0, record: record(0, 'x') })).toBe(false);
    expect(canToggleEdit({ ...certified, record: record(2) })).toBe(false);
  });
});
