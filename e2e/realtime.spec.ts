import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

type Sockets = Window & { refuseSockets?: boolean; sockets?: WebSocket[] };

test('a socket whose retries are spent says so; its button brings it back and the page reads again what it missed', async ({
  page,
}) => {
  // The page's sockets as a restarting server leaves them: dropped, then refused (sent to a port the browser never
  // connects to) until let back.
  await page.addInitScript(() => {
    const w = window as Sockets;
    const Native = window.WebSocket;
    w.sockets = [];
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(w.refuseSockets ? 'ws://127.0.0.1:1/' : url, protocols);
        w.sockets!.push(this);
      }
    };
  });
  await page.clock.install();
  await signIn(page, DEMO.trader, '/automations/paracima/StrategyMonitor');
  await expect
    .poll(() => page.evaluate(() => (window as Sockets).sockets!.at(-1)?.readyState))
    .toBe(WebSocket.OPEN);

  await page.evaluate(() => {
    const w = window as Sockets;
    w.refuseSockets = true;
    w.sockets!.at(-1)!.close(4000);
  });
  const banner = page.getByTestId('realtime-offline');
  // The five retries' delays (1 to 5 s) pass on the page's clock.
  await expect(async () => {
    await page.clock.fastForward(5000);
    await expect(banner).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(banner).toContainText('Sem conexão');
  expect(await page.evaluate(() => (window as Sockets).sockets!.length)).toBe(1 + 5);

  await page.evaluate(() => ((window as Sockets).refuseSockets = false));
  const reread = page.waitForRequest(/\/api\/trading\/sessions\//);
  await banner.getByRole('button', { name: 'Reconectar' }).click();
  await expect(banner).toBeHidden();
  await reread;
});
