import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { documentProblem, type Customer } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { tariffs, units } from './schema.ts';

/*
 * What a record's fields cannot tell alone, checked on the record as it would be after a create or an update
 * (a PATCH may send one field of a pair): each refusal is a 400 or 409 naming its field.
 */

const refused = (status: 400 | 409, field: string, code: MessageCode) =>
  new AppError(status, status === 400 ? 'validation' : code, { fields: { [field]: [code] } });

/** A person (PF) has a valid CPF, a company (PJ) a valid CNPJ. */
export function assertDocumentFits(customer: Pick<Customer, 'person_type' | 'cpf_cnpj'>) {
  const problem = documentProblem(customer.person_type, customer.cpf_cnpj);
  if (problem) throw refused(400, 'cpf_cnpj', problem);
}

/** No other row of `table` (than `id`) matches: 409 on the field otherwise. */
async function assertFree(
  tx: Executor,
  [table, key]: [PgTable, AnyPgColumn],
  match: SQL[],
  id: number | undefined,
  [field, code]: [string, MessageCode],
) {
  const [other] = await tx
    .select({ id: key })
    .from(table)
    .where(and(...match, id === undefined ? undefined : ne(key, id)))
    .limit(1);
  if (other) throw refused(409, field, code);
}

/** An installation number is one UC's within its distributor (409 on the field). */
export const assertInstallationFree = (
  tx: Executor,
  unit: { distributorId: number; installationNumber: string },
  id?: number,
) =>
  assertFree(
    tx,
    [units, units.id],
    [eq(units.distributorId, unit.distributorId), eq(units.installationNumber, unit.installationNumber)],
    id,
    ['installation_number', 'installation_taken'],
  );

/**
 * A distributor's subgroup has one tariff starting on each date, each in force until the next one starts, so
 * their validity ranges never overlap (409 on `valid_from`).
 */
export const assertTariffStartFree = (
  tx: Executor,
  tariff: { distributorId: number; subgroup: string; validFrom: string },
  id?: number,
) =>
  assertFree(
    tx,
    [tariffs, tariffs.id],
    [
      eq(tariffs.distributorId, tariff.distributorId),
      eq(tariffs.subgroup, tariff.subgroup as typeof tariffs.$inferSelect.subgroup),
      eq(tariffs.validFrom, tariff.validFrom),
    ],
    id,
    ['valid_from', 'tariff_start_taken'],
  );

/** A term ends on or after the day it starts. */
export function assertTermOrdered(
  term: { start: string; end: string | null },
  [field, code]: [string, MessageCode] = ['end_date', 'end_before_start'],
) {
  if (term.end !== null && term.end < term.start) throw refused(400, field, code);
}
