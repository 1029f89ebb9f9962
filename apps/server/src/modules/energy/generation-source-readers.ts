import { z } from 'zod';
import { SOLAREDGE_BASE_URL, type GenerationSourceKind } from '@alvorada/contracts';
import { FetchFailed, guardedGet, retryAfterMs } from '../../platform/http/guarded-fetch.ts';

/** The readings a source hands over, as the generation import reads a file (`usina;data;energia_kwh`). */
export interface GenerationFile {
  fileName: string;
  content: string;
}

/** The days asked for, ISO `aaaa-mm-dd`, both included. */
export interface PullWindow {
  from: string;
  to: string;
}

/**
 * Where a plant's readings come from. A file (CSV) is handed over by an operator through the import; a
 * pulled source reads the days of a window from its portal, as a file the same import validates and lands.
 * A portal that refuses the key throws `PullRefused('credentials_rejected')`, one that asks to wait (429)
 * `PullRefused('throttled')` with its Retry-After; one that cannot be read throws `FetchFailed` with a code.
 */
export interface GenerationSourceReader {
  kind: GenerationSourceKind;
  read(window: PullWindow): Promise<GenerationFile>;
}

export class PullRefused extends Error {
  readonly code: 'credentials_rejected' | 'throttled';
  readonly retryAfterMs: number | null;
  constructor(code: PullRefused['code'], retryAfterMs: number | null = null) {
    super(code);
    this.code = code;
    this.retryAfterMs = retryAfterMs;
  }
}

export const PULL_USER_AGENT = 'Alvorada-Energy/1.0 (+https://github.com/alvorada)';

/** SolarEdge's site energy answer, day by day; a day without data is null. */
const siteEnergy = z.object({
  energy: z.object({
    timeUnit: z.literal('DAY'),
    unit: z.enum(['Wh', 'kWh', 'MWh']),
    values: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}/), value: z.number().nullable() })),
  }),
});
const WH_PER_UNIT = { Wh: 1, kWh: 1_000, MWh: 1_000_000 } as const;

/** Whole watt-hours as kWh with a decimal comma, the import's `energia_kwh`. */
const kwhText = (wh: number) => (Math.round(wh) / 1000).toFixed(3).replace('.', ',');

/**
 * The SolarEdge monitoring API's site energy (`GET {base}/site/{siteId}/energy?timeUnit=DAY&startDate&endDate
 * &api_key`), for one plant. The key travels only in the request: no error or log carries the address.
 */
export function solarEdgeReader(
  plantId: number,
  settings: { baseUrl: string | null; siteId: string; apiKey: string },
  allowedHosts: readonly string[],
  timeoutMs?: number,
): GenerationSourceReader {
  return {
    kind: 'SOLAREDGE',
    async read(window) {
      const base = (settings.baseUrl ?? SOLAREDGE_BASE_URL).replace(/\/+$/, '');
      const url = new URL(`${base}/site/${encodeURIComponent(settings.siteId)}/energy`);
      url.search = new URLSearchParams({
        timeUnit: 'DAY',
        startDate: window.from,
        endDate: window.to,
        api_key: settings.apiKey,
      }).toString();
      const { response, text } = await guardedGet(url.href, {
        accept: 'application/json',
        userAgent: PULL_USER_AGENT,
        allowedHosts,
        timeoutMs,
      });
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        throw new PullRefused('credentials_rejected');
      }
      if (response.status === 429) {
        await response.body?.cancel();
        throw new PullRefused('throttled', retryAfterMs(response.headers.get('retry-after')));
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchFailed(`http_${response.status}`);
      }
      const body = await text();
      let answer: z.infer<typeof siteEnergy>;
      try {
        answer = siteEnergy.parse(JSON.parse(body));
      } catch {
        throw new FetchFailed('malformed_answer');
      }
      const perUnit = WH_PER_UNIT[answer.energy.unit];
      const lines = answer.energy.values
        .filter((v) => v.value !== null)
        .map((v) => `${plantId};${v.date.slice(0, 10)};${kwhText(v.value! * perUnit)}`);
      return {
        fileName: `SolarEdge ${settings.siteId} ${window.from}…${window.to}`,
        content: ['usina;data;energia_kwh', ...lines].join('\r\n'),
      };
    },
  };
}
