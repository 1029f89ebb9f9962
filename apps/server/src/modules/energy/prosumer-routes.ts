import { z } from 'zod';
import {
  access,
  idParams,
  billSchema,
  customerInputSchema,
  customerSchema,
  unitInputSchema,
  unitSchema,
  idSchema,
  safeString,
} from '@alvorada/contracts';
import type { Platform } from '../../platform/platform.ts';
import { bills, customers, units } from './schema.ts';
import { registerResource, simpleWrites } from '../../platform/http/resource.ts';
import { toCamel, toSnake } from '../../platform/db/case.ts';
import { customersToApi } from './document-mask.ts';
import { createUnitStatement } from './unit-statement.ts';
import type { App } from '../../platform/http/app-type.ts';

const customerColumns = (body: Partial<z.output<typeof customerInputSchema>>) => {
  const { cpf_cnpj, ...rest } = body;
  return toCamel({ ...rest, document: cpf_cnpj });
};

/** Customers (document masked by field rule), their UCs and distributor bills. */
export function prosumerRoutes(app: App, p: Platform) {
  registerResource(app, p.db, {
    paths: { list: '/api/energy/customers/', item: '/api/energy/customers/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: customerSchema,
    input: customerInputSchema,
    filters: z.object({ status: safeString().optional(), role: safeString().optional() }),
    list: {
      table: customers,
      key: customers.id,
      ordering: { id: customers.id, name: customers.name, status: customers.status },
      defaultOrdering: 'name',
      search: [customers.name, customers.email],
      filters: { status: customers.status, role: customers.role },
    },
    toApi: (rows, actor) => customersToApi(rows, actor.ability),
    ...simpleWrites(customers, customers.id),
    create: (tx, body) => simpleWrites(customers, customers.id).create(tx, customerColumns(body)),
    update: (tx, id, body) => simpleWrites(customers, customers.id).update(tx, id, customerColumns(body)),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/units/', item: '/api/energy/units/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: unitSchema,
    input: unitInputSchema,
    filters: z.object({
      distributor_id: idSchema.optional(),
      customer_id: idSchema.optional(),
      unit_class: safeString().optional(),
      connection: safeString().optional(),
    }),
    list: {
      table: units,
      key: units.id,
      ordering: { id: units.id, installation_number: units.installationNumber, city: units.city },
      defaultOrdering: 'id',
      search: [units.installationNumber, units.city],
      filters: {
        distributor_id: units.distributorId,
        customer_id: units.customerId,
        unit_class: units.unitClass,
        connection: units.connection,
      },
    },
    toApi: (rows) => rows.map(toSnake),
    ...simpleWrites(units, units.id),
  });

  registerResource(app, p.db, {
    paths: { list: '/api/energy/bills/', item: '/api/energy/bills/:id/' },
    subject: 'Prosumidor',
    tag: 'energy-prosumers',
    item: billSchema,
    filters: z.object({
      unit_id: idSchema.optional(),
      cycle: safeString().optional(),
      check_status: safeString().optional(),
    }),
    list: {
      table: bills,
      key: bills.id,
      ordering: { id: bills.id, cycle: bills.cycle, consumption_kwh: bills.consumptionKwh },
      defaultOrdering: '-cycle',
      filters: { unit_id: bills.unitId, cycle: bills.cycle, check_status: bills.checkStatus },
    },
    toApi: (rows) => rows.map(toSnake),
  });

  const unitStatement = createUnitStatement(p.db);
  app.get('/api/energy/units/:id/statement/', {
    config: { access: access.can('read', 'Prosumidor') },
    schema: { tags: ['energy-prosumers'], params: idParams },
    handler: (request) => unitStatement(request.actor, request.params.id),
  });
}
