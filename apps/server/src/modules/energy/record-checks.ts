import { and, eq, ne } from 'drizzle-orm';
import { documentProblem, type Customer } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { MessageCode } from '../../platform/http/messages.ts';
import { units } from './schema.ts';

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

/** An installation number is one UC's within its distributor (409 on the field). */
export async function assertInstallationFree(
  tx: Executor,
  unit: { distributorId: number; installationNumber: string },
  id?: number,
) {
  const [other] = await tx
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.distributorId, unit.distributorId),
        eq(units.installationNumber, unit.installationNumber),
        id === undefined ? undefined : ne(units.id, id),
      ),
    )
    .limit(1);
  if (other) throw refused(409, 'installation_number', 'installation_taken');
}

/** A term ends on or after the day it starts. */
export function assertTermOrdered(term: { start: string; end: string | null }, field = 'end_date') {
  if (term.end !== null && term.end < term.start) throw refused(400, field, 'end_before_start');
}
