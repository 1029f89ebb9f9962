import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { workanaRates, workanaSources } from './schema.ts';
import { newWebhookSecret } from './sources.ts';

/** Reference rates into BRL; administrators keep them current in the settings page. */
const RATES = [
  { currency: 'USD', toBrl: 5.35 },
  { currency: 'EUR', toBrl: 5.8 },
  { currency: 'GBP', toBrl: 6.8 },
  { currency: 'ARS', toBrl: 0.0055 },
  { currency: 'MXN', toBrl: 0.29 },
];

/**
 * The four sources exist from the start, all off except, in the demo, the fixture, which replays the saved
 * listing pages. Nothing reaches a real site until an administrator turns its source on.
 */
export async function seedWorkanaSources(db: Executor, demo: boolean) {
  await db
    .insert(workanaSources)
    .values([
      { kind: 'fixture', name: 'Fixture', enabled: demo, nextRunAt: sql`now()`, intervalMinutes: 30 },
      {
        kind: 'workana',
        name: 'Workana',
        url: 'https://www.workana.com/jobs?language=pt',
        intervalMinutes: 15,
      },
      { kind: 'rss', name: 'RSS/Atom', url: null, intervalMinutes: 30 },
      { kind: 'webhook', name: 'Webhook', settings: { secret: newWebhookSecret() } },
    ])
    .onConflictDoNothing({ target: workanaSources.kind });
  await db.insert(workanaRates).values(RATES).onConflictDoNothing();
}
