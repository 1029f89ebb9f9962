import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BILL_CHECK_STATUSES,
  CONNECTIONS,
  CUSTOMER_ROLES,
  CUSTOMER_STATUSES,
  idSchema,
  UNIT_CLASSES,
  yearMonthSchema,
  customerInputSchema,
  unitInputSchema,
} from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { toCamel } from '../../platform/db/case.ts';
import { createResourceStore, createTableStore, simpleWrites } from '../../platform/http/resource.ts';
import { bills, customers, units } from './schema.ts';
import { CUSTOMER_MASKS, customersToApi } from './document-mask.ts';
import { billToApi, unitToApi } from './prosumer-to-api.ts';
import { createUnitStatement } from './unit-statement.ts';
import { assertDocumentFits, assertInstallationFree } from './record-checks.ts';
import { assertDistributorOffered } from './distributor-status.ts';

/** The API's `cpf_cnpj` is the row's `document`. */
const customerColumns = (body: Partial<z.output<typeof customerInputSchema>>) => {
  const { cpf_cnpj, ...rest } = body;
  return toCamel({ ...rest, document: cpf_cnpj });
};

/** Customers (document masked by field rule), their UCs, their distributor bills and each UC's statement. */
export function createProsumerService(db: Db) {
  const customerWrites = simpleWrites(customers, customers.id);
  const unitWrites = simpleWrites(units, units.id);
  return {
    customers: createResourceStore(db, {
      list: {
        table: customers,
        key: customers.id,
        ordering: { id: customers.id, name: customers.name, status: customers.status },
        defaultOrdering: 'name',
        search: [customers.name, customers.email],
      },
      filters: {
        status: [customers.status, z.enum(CUSTOMER_STATUSES)],
        role: [customers.role, z.enum(CUSTOMER_ROLES)],
      },
      toApi: (rows, actor) => customersToApi(rows, actor.ability),
      input: customerInputSchema,
      audit: { subject: 'Prosumidor', record: 'customer' },
      version: customers.version,
      masks: CUSTOMER_MASKS,
      remove: customerWrites.remove,
      create(tx, body) {
        assertDocumentFits(body);
        return customerWrites.create(tx, customerColumns(body));
      },
      async update(tx, id, body) {
        if (body.person_type !== undefined || body.cpf_cnpj !== undefined) {
          const [row] = await tx.select().from(customers).where(eq(customers.id, id));
          assertDocumentFits({
            person_type: body.person_type ?? row!.personType,
            cpf_cnpj: body.cpf_cnpj ?? row!.document,
          });
        }
        await customerWrites.update(tx, id, customerColumns(body));
      },
    }),
    units: createResourceStore(db, {
      list: {
        table: units,
        key: units.id,
        ordering: { id: units.id, installation_number: units.installationNumber, city: units.city },
        defaultOrdering: 'id',
        search: [units.installationNumber, units.accountNumber, units.city],
      },
      filters: {
        distributor_id: [units.distributorId, idSchema],
        customer_id: [units.customerId, idSchema],
        unit_class: [units.unitClass, z.enum(UNIT_CLASSES)],
        connection: [units.connection, z.enum(CONNECTIONS)],
      },
      toApi: (rows) => rows.map(unitToApi),
      input: unitInputSchema,
      audit: { subject: 'Prosumidor', record: 'unit' },
      version: units.version,
      remove: unitWrites.remove,
      async create(tx, body) {
        await assertDistributorOffered(tx, body.distributor_id);
        await assertInstallationFree(tx, {
          distributorId: body.distributor_id,
          installationNumber: body.installation_number,
        });
        return unitWrites.create(tx, body);
      },
      async update(tx, id, body) {
        const [row] = await tx.select().from(units).where(eq(units.id, id));
        const unit = {
          distributorId: body.distributor_id ?? row!.distributorId,
          installationNumber: body.installation_number ?? row!.installationNumber,
        };
        // Moved to another distributor, or active again: only onto an active one.
        if (body.distributor_id !== undefined || body.active === true)
          await assertDistributorOffered(tx, unit.distributorId);
        if (body.distributor_id !== undefined || body.installation_number !== undefined)
          await assertInstallationFree(tx, unit, id);
        await unitWrites.update(tx, id, body);
      },
    }),
    bills: createTableStore(db, bills, billToApi, {
      ordering: { id: bills.id, cycle: bills.cycle, consumption_kwh: bills.consumptionKwh },
      defaultOrdering: '-cycle',
      filters: {
        unit_id: [bills.unitId, idSchema],
        cycle: [bills.cycle, yearMonthSchema],
        check_status: [bills.checkStatus, z.enum(BILL_CHECK_STATUSES)],
      },
    }),
    unitStatement: createUnitStatement(db),
  };
}

export type ProsumerService = ReturnType<typeof createProsumerService>;
