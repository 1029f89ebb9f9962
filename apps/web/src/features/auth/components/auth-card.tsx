import type { ReactNode } from 'react';
import { APP_TITLE } from '@alvorada/contracts';
import { LanguageSwitcher } from '@/shared/ui/settings/language-switcher.tsx';
import { ThemeSwitcher } from '@/shared/ui/settings/theme-switcher.tsx';

/**
 * The centred card of the visitor screens (login, register, password reset…), drawn without MUI so that the
 * sign-in screen needs none of it.
 */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="alv-auth">
      <div className="alv-auth-corner">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </div>
      <div className="alv-auth-card">
        <div className="alv-auth-brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{APP_TITLE}</span>
        </div>
        <h1>{title}</h1>
        {subtitle && <p className="alv-auth-subtitle">{subtitle}</p>}
        {children}
      </div>
    </div>
  );
}
