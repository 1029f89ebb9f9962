import { eq, inArray } from 'drizzle-orm';
import { LOCALES, type Locale, type ReportType } from '@alvorada/contracts';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import type { Logger } from 'pino';
import type { Notifications } from '../notifications/service.ts';
import { cycles } from './schema.ts';
import { reportFormatters } from './report-content.ts';
import { reportTitle } from './report-labels.ts';

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The bell (and e-mail, by the user's preference) when an energy job ends for whoever asked for it: a report
 * ready, a cycle closed or recomputed, a file landed, a plant's readings pulled or its portal's key refused;
 * each links to what it is about (the report or the file shown on its list's page, `?report=` / `?import=`,
 * the cycle's or the plant's page). A notice that cannot be
 * sent is logged: the job it reports on has ended all the same.
 */
export function createEnergyNotices(db: Db, notifications: Pick<Notifications, 'notify'>, log: Logger) {
  async function localeOf(userId: number): Promise<Locale> {
    const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return isLocale(user?.language) ? user.language : 'pt-BR';
  }

  async function send(
    userId: number,
    notice: {
      kind: string;
      title: [MessageCode, Record<string, string | number>];
      body?: typeof notice.title;
    },
    link: string,
    locale?: Locale,
  ) {
    try {
      const lang = locale ?? (await localeOf(userId));
      await notifications.notify(userId, {
        kind: notice.kind,
        title: translate(notice.title[0], lang, notice.title[1]),
        body: notice.body && translate(notice.body[0], lang, notice.body[1]),
        link,
      });
    } catch (err) {
      log.warn({ err, userId, kind: notice.kind }, 'energy notice not sent');
    }
  }

  const months = async (ids: number[], locale: Locale) => {
    const rows = await db.select().from(cycles).where(inArray(cycles.id, ids));
    const format = reportFormatters(locale);
    return rows
      .map((row) => row.cycle)
      .sort()
      .map((cycle) => format.format('month', cycle))
      .join(', ');
  };

  return {
    reportReady: (report: { id: number; requestedBy: number | null; type: ReportType; locale: Locale }) =>
      report.requestedBy !== null &&
      send(
        report.requestedBy,
        {
          kind: 'energy_report_ready',
          title: ['notice_report_ready', { title: reportTitle(report.locale, report.type) }],
        },
        `/relatorios/visao-geral?report=${report.id}`,
        report.locale,
      ),

    async cycleClosed(userId: number, cycleId: number) {
      const locale = await localeOf(userId);
      await send(
        userId,
        {
          kind: 'energy_cycle_closed',
          title: ['notice_cycle_closed', { cycle: await months([cycleId], locale) }],
          body: ['notice_cycle_closed_body', {}],
        },
        `/creditos/ciclos/${cycleId}`,
        locale,
      );
    },

    async cyclesRecomputed(userId: number, cycleIds: number[]) {
      const locale = await localeOf(userId);
      await send(
        userId,
        {
          kind: 'energy_cycles_recomputed',
          title: ['notice_cycles_recomputed', { cycles: await months(cycleIds, locale) }],
        },
        `/creditos/ciclos/${cycleIds[0]}`,
        locale,
      );
    },

    importLanded: (
      userId: number,
      locale: Locale,
      landed: { id: number; fileName: string; rows: number; inserted: number; updated: number },
    ) =>
      send(
        userId,
        {
          kind: 'energy_import_landed',
          title: ['notice_import_landed', { file: landed.fileName }],
          body: [
            'notice_import_landed_body',
            { rows: landed.rows, inserted: landed.inserted, updated: landed.updated },
          ],
        },
        `/geracao/importacoes?import=${landed.id}`,
        locale,
      ),

    /** A pull of a plant's source landed readings: how many days are new and how many changed. */
    generationPulled: (
      userId: number,
      plant: { id: number; name: string },
      landed: { source: string; inserted: number; updated: number },
    ) =>
      send(
        userId,
        {
          kind: 'energy_generation_pulled',
          title: ['notice_generation_pulled', { plant: plant.name }],
          body: ['notice_generation_pulled_body', landed],
        },
        `/geracao/usinas/${plant.id}`,
      ),

    /** The portal refused the source's key: its pulls stopped until someone saves a new one. */
    pullRefused: (userId: number, plant: { id: number; name: string }) =>
      send(
        userId,
        {
          kind: 'energy_pull_refused',
          title: ['notice_pull_refused', { plant: plant.name }],
          body: ['pull_credentials_rejected', {}],
        },
        `/geracao/usinas/${plant.id}`,
      ),
  };
}
export type EnergyNotices = ReturnType<typeof createEnergyNotices>;
