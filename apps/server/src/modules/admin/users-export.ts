import ExcelJS from 'exceljs';
import type { AdminUser } from '@alvorada/contracts';

const COLUMNS = [
  'id',
  'full_name',
  'username',
  'email',
  'role',
  'status',
  'current_plan',
  'company',
  'country',
  'contact',
  'city',
  'state',
  'created_at',
] as const satisfies readonly (keyof AdminUser)[];

/** A cell a spreadsheet would run as a formula is written as text. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const cell = (user: AdminUser, column: (typeof COLUMNS)[number]) => inert(String(user[column] ?? ''));

export function usersCsv(users: AdminUser[]): string {
  const quote = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [COLUMNS.join(','), ...users.map((u) => COLUMNS.map((c) => quote(cell(u, c))).join(','))];
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function usersXlsx(users: AdminUser[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.columns = COLUMNS.map((key) => ({ header: key, key, width: key === 'email' ? 32 : 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const user of users) sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c, cell(user, c)])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
