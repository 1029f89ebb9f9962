import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import { installMessages } from '../src/platform/http/messages.ts';
import { stepNotices } from '../src/modules/trading/session-notices.ts';
import type { sessionEvents, sessions } from '../src/modules/trading/schema.ts';

type Row = typeof sessions.$inferSelect;
type Event = typeof sessionEvents.$inferSelect;

const row = (extra: Partial<Row> = {}) =>
  ({ id: 4, name: 'README', strategyName: 'SMA', locale: 'pt-BR', notifyFills: true, ...extra }) as Row;
const fill = (size: number, price: number, pnl: number | null) =>
  ({ kind: 'fill', bar: 1, barTime: 0, size, price, pnl }) as Event;

beforeAll(() => installMessages(MESSAGES));

describe('the bell of a paper session', () => {
  it('tells each round trip once, on the fill that closes it, in the reader’s numbers', () => {
    const notices = stepNotices(row(), 'GOOG', [
      fill(-59, 34.660000000000004, -94.70999999999921),
      fill(-58, 34.66, null),
    ]);
    expect(notices).toEqual([
      {
        kind: 'paper_trade',
        title: 'README: operação comprada de 59 GOOG encerrada a 34,66; resultado -94,71',
        link: '/automations/paracima/StrategyMonitor?session=4',
      },
    ]);
    const english = stepNotices(row({ locale: 'en' }), 'GOOG', [fill(1234, 1.5, 1234.5)]);
    expect(english[0]!.title).toBe('README: short trade of 1,234 GOOG closed at 1.5; result +1,234.50');
  });

  it('groups the round trips of one step under a single notification, and says nothing of entries', () => {
    const burst = [fill(-10, 100, 5), fill(10, 101, -2.5), fill(-10, 99, 1), fill(10, 98, null)];
    const notices = stepNotices(row(), 'GOOG', burst);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('README: 3 operações de GOOG encerradas; resultado +3,50');
    expect(notices[0]!.body!.split('\n')).toHaveLength(3);
    expect(stepNotices(row(), 'GOOG', [fill(10, 98, null)])).toEqual([]);
    expect(stepNotices(row({ notifyFills: false }), 'GOOG', burst)).toEqual([]);
  });
});
