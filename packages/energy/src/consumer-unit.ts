import { assertOneOf } from './validation.ts';

export type ConnectionType = 'MONOFASICO' | 'BIFASICO_2C' | 'BIFASICO_3C' | 'TRIFASICO';
export const CONNECTION_TYPES: readonly ConnectionType[] = [
  'MONOFASICO',
  'BIFASICO_2C',
  'BIFASICO_3C',
  'TRIFASICO',
];

export type SupplyGroup = 'A' | 'B';

export interface ConsumerUnit {
  id: string;
  group: SupplyGroup;
  /** Required for Grupo B (it sets the custo de disponibilidade). */
  connection?: ConnectionType;
}

/** REN 1000 art. 291 (§1.6), kWh per connection type. */
export const AVAILABILITY_KWH: Readonly<Record<ConnectionType, number>> = {
  MONOFASICO: 30,
  BIFASICO_2C: 30,
  BIFASICO_3C: 50,
  TRIFASICO: 100,
};

/** Custo de disponibilidade in kWh: 30/30/50/100 for Grupo B; Grupo A has none (its minimum is demand). */
export function minimumBillingKwh(unit: ConsumerUnit): number {
  if (typeof unit?.id !== 'string' || unit.id === '')
    throw new TypeError('unit.id must be a non-empty string');
  assertOneOf(unit.group, 'unit.group', ['A', 'B']);
  if (unit.group === 'A') return 0;
  assertOneOf(unit.connection, 'unit.connection', CONNECTION_TYPES);
  return AVAILABILITY_KWH[unit.connection];
}
