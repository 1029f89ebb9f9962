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
import { customersToApi } from './document-mask.ts';
import { billToApi, unitToApi } from './prosumer-to-api.ts';
import { createUnitStatement } from './unit-statement.ts';

/** The API's `cpf_cnpj` is the row's `document`. */
const customerColumns = (body: Partial<z.output<typeof customerInputSchema>>) => {
  const { cpf_cnpj, ...rest } = body;
  return toCamel({ ...rest, document: cpf_cnpj });
};

/** Customers (document masked by field rule), their UCs, their distributor bills and each UC's statement. */
export function createProsumerService(db: Db) {
  const customerWrites = simpleWrites(customers, customers.id);
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
      remove: customerWrites.remove,
      create: (tx, body) => customerWrites.create(tx, customerColumns(body)),
      update: (tx, id, body) => customerWrites.update(tx, id, customerColumns(body)),
    }),
    units: createTableStore(db, units, unitToApi, {
      ordering: { id: units.id, installation_number: units.installationNumber, city: units.city },
      defaultOrdering: 'id',
      search: [units.installationNumber, units.city],
      filters: {
        distributor_id: [units.distributorId, idSchema],
        customer_id: [units.customerId, idSchema],
        unit_class: [units.unitClass, z.enum(UNIT_CLASSES)],
        connection: [units.connection, z.enum(CONNECTIONS)],
      },
      input: unitInputSchema,
      audit: { subject: 'Prosumidor', record: 'unit' },
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
