import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'Alvorada@2026';
export const DEMO = {
  admin: 'admin@alvorada.dev',
  dev: 'dev@alvorada.dev',
  usuario: 'usuario@alvorada.dev',
  energia: 'energia@alvorada.dev',
  trader: 'trader@alvorada.dev',
} as const;

/** Signs in through the login form; the page must be on /login. */
export async function signInWithForm(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail ou usuário').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await signInWithForm(page, email);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Signs in over the API and returns the bearer headers plus the user. */
export async function apiSession(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return {
    headers: { Authorization: `Bearer ${body.accessToken}` },
    user: body.userData as { id: number; role: string },
  };
}

/** The main menu's groups and entries, as the user sees them. */
export const mainNav = (page: Page) => page.getByTestId('main-nav');
