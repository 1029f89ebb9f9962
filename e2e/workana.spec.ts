import { expect, test } from '@playwright/test';
import { DEMO, seriousViolations, signIn } from './support.ts';

const SETTINGS = '/automations/workana/settings';
const RESUME = '/automations/workana/resume';

test.describe('Workana automations', () => {
  test('a new rule, a fixture run: the bell and the feed show the match live; read in one tab, read in the other', async ({
    page,
    context,
  }) => {
    // Two tabs and two accessibility passes on a machine shared with the server.
    await signIn(page, DEMO.admin, SETTINGS);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações do Workana' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Nova regra' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova regra' });
    await dialog.getByLabel('Nome').fill('Apps em Flutter ou React');
    const words = dialog.getByLabel('Palavras que a vaga deve ter (qualquer uma)');
    for (const word of ['flutter', 'react']) {
      await words.fill(word);
      await words.press('Enter');
    }
    // The preview runs against the jobs already seen (the fixture ran once when the server started).
    await expect(dialog.getByTestId('rule-preview-count')).toContainText(
      /Esta regra teria encontrado [1-9]\d* das últimas \d+ vagas/,
    );
    await expect(dialog.getByTestId('match-reasons').first()).toContainText(/palavras (flutter|react)/);
    await dialog.getByRole('button', { name: 'Salvar regra' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('rule-row').filter({ hasText: 'Apps em Flutter ou React' })).toContainText(
      'palavras: flutter',
    );

    const other = await context.newPage();
    await other.goto(RESUME);
    await expect(other.getByRole('heading', { level: 1, name: 'Notificações Workana' })).toBeVisible();
    const feedItem = (p: typeof page) =>
      p.getByTestId('feed-item').filter({ hasText: 'Aplicativo Flutter para academia' }).first();
    const before = await other.getByTestId('feed-item').count();

    await page.getByTestId('source-fixture').getByRole('button', { name: 'Executar agora' }).click();
    // The bell of the first tab and the feed of the second fill in without a reload.
    await expect(page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ })).toBeVisible();
    await expect(feedItem(other)).toBeVisible();
    await expect(feedItem(other)).toHaveAttribute('data-unread', 'true');
    await expect(feedItem(other).getByTestId('match-reasons')).toContainText(
      'Regra «Apps em Flutter ou React»: palavras flutter',
    );
    expect(await other.getByTestId('feed-item').count()).toBeGreaterThan(before);

    await page.goto(RESUME);
    await feedItem(page).getByRole('button', { name: 'Marcar como lida' }).click();
    await expect(feedItem(page)).not.toHaveAttribute('data-unread');
    await expect(feedItem(other)).not.toHaveAttribute('data-unread');
    await expect(feedItem(other).getByRole('button', { name: 'Marcar como lida' })).toHaveCount(0);
    await expect(other.locator('[data-testid="feed-item"][data-unread]').first()).toBeVisible();

    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(other.getByTestId('feed-unread')).toHaveText('Nenhuma não lida');
    await expect(other.locator('[data-testid="feed-item"][data-unread]')).toHaveCount(0);
    expect(await seriousViolations(other)).toEqual([]);
  });
});
