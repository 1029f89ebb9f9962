import type { TFunction } from 'i18next';

/**
 * A block or failure code as a person reads it ("challenge", "not_a_feed"…). An HTTP status without a text of
 * its own ("http_410") reads as the site's error with its number; anything else as it came.
 */
export function blockedReasonLabel(t: TFunction, reason: string | null) {
  if (!reason) return '';
  const status = /^http_(\d{3})$/.exec(reason)?.[1];
  const fallback = status ? t('workana.blocked.http_status', { status }) : reason;
  return t(`workana.blocked.${reason}`, { defaultValue: fallback });
}
