import './zod-config.ts';
import { calendarDate, int32, money, safeString } from './schema-helpers.ts';

/** The energy schemas' field types (units as in energy.ts). */
export const id = int32();
export const kwh = int32().min(0);
export const centavos = money();
export const ppm = int32().min(0).max(1_000_000);
export const micros = int32().min(0).max(100_000_000);
/**
 * How many times a record an operator edits has been written: an edit sends back the version it was made on, and
 * one made on an older version is refused (409) with the fields changed meanwhile.
 */
export const recordVersion = int32().min(1);
export const name = safeString().trim().min(1).max(160);
export const uf = safeString().regex(/^[A-Z]{2}$/, { message: 'invalid_uf' });
/** Why an operator did something the audit log keeps (an override, a reopening, a reversal). */
export const reason = safeString().trim().min(1, { message: 'reason_required' }).max(500);
/** A record's calendar date (a tariff's validity, a plant's access request, a contract's term): 1990 to 2100. */
export const recordDate = () =>
  calendarDate().refine((day) => day >= '1990-01-01' && day <= '2100-12-31', {
    message: 'date_out_of_range',
  });
