import { PLANS, type AdminUser, type Locale } from '@alvorada/contracts';
import { translate, type MessageCode } from '../../platform/http/messages.ts';
import type { ExportColumn } from '../../platform/http/list-export.ts';

const IDENTITY = ['full_name', 'username', 'email', 'role'] as const satisfies readonly (keyof AdminUser)[];
const CONTACT = [
  'company',
  'country',
  'contact',
  'city',
  'state',
] as const satisfies readonly (keyof AdminUser)[];

const isPlan = (plan: string | undefined): plan is (typeof PLANS)[number] =>
  (PLANS as readonly (string | undefined)[]).includes(plan);

/** The users export's columns, headers and labels in the reader's language; a hidden field is empty. */
export function userExportColumns(locale: Locale): ExportColumn<AdminUser>[] {
  const header = (field: string) => translate(`user_field_${field}` as MessageCode, locale);
  const text = (field: keyof AdminUser) => ({
    header: header(field),
    value: (u: AdminUser) => u[field] as string | undefined,
  });
  return [
    { header: header('id'), kind: 'number', value: (u) => u.id },
    ...IDENTITY.map(text),
    {
      header: header('status'),
      value: (u) =>
        u.deleted
          ? translate('user_status_deleted', locale)
          : u.status && translate(`user_status_${u.status}`, locale),
    },
    {
      header: header('current_plan'),
      value: (u) => (isPlan(u.current_plan) ? translate(`plan_${u.current_plan}`, locale) : u.current_plan),
    },
    ...CONTACT.map(text),
    { header: header('created_at'), kind: 'date', value: (u) => u.created_at },
  ];
}
