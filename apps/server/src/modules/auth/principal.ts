import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { companies } from '../companies/companies.table';
import { users } from '../users/users.table';

/** Who asks, as every policy sees it. Loaded fresh per request, so a role change applies at once. */
export interface Principal {
  userId: number;
  username: string;
  phone: string;
  companyId: number | null;
  companyName: string | null;
  companyRole: 'ADMIN' | 'USER' | null;
  /** The company is a certified service provider. */
  isProvider: boolean;
  isOperator: boolean;
}

export async function loadPrincipal(db: Database, userId: number): Promise<Principal | null> {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      phone: users.phone,
      isDisabled: users.isDisabled,
      isOperator: users.isOperator,
      companyId: users.companyId,
      companyRole: users.companyRole,
      companyName: companies.companyName,
      providerStatus: companies.providerStatus,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.isDisabled) return null;
  return {
    userId: row.userId,
    username: row.username,
    phone: row.phone,
    companyId: row.companyId,
    companyName: row.companyName,
    companyRole: row.companyId === null ? null : row.companyRole,
    isProvider: row.providerStatus === 1,
    isOperator: row.isOperator,
  };
}
