import { eq, lt, or, sql } from 'drizzle-orm';
import { plantCosts } from './schema.ts';

/**
 * The cost entries the figures count: an inactive one still counts in the months before the one it was
 * deactivated in and is left out from that month on, so closed months' figures never change (a cycle closes
 * only once its month has ended).
 */
export const countedCosts = or(
  eq(plantCosts.status, 'ATIVO'),
  lt(plantCosts.month, sql`to_char(${plantCosts.deactivatedOn}, 'YYYY-MM')`),
);
