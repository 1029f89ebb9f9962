import type { TFunction } from 'i18next';

/** A block or failure reason as a person reads it ("challenge", "http_429"…); anything else as it came. */
export function blockedReasonLabel(t: TFunction, reason: string | null) {
  return reason ? t(`workana.blocked.${reason}`, { defaultValue: reason }) : '';
}
