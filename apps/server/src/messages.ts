import { PLATFORM_MESSAGES, type Dictionary } from './platform/http/messages.ts';
import { ADMIN_MESSAGES } from './modules/admin/messages.ts';
import { AUTH_MESSAGES } from './modules/auth/messages.ts';
import { ENERGY_MESSAGES } from './modules/energy/messages.ts';
import { TRADING_MESSAGES } from './modules/trading/messages.ts';
import { WORKANA_MESSAGES } from './modules/workana/messages.ts';
import { OPTOP_MESSAGES } from './modules/optop/messages.ts';
import { HELP_CENTER_MESSAGES } from './modules/help-center/messages.ts';
import { DEVELOPMENT_MESSAGES } from './modules/development/messages.ts';
import { JOB_MESSAGES } from './platform/jobs/job-messages.ts';

/** Every message the server sends: the platform's and each module's, composed once. */
export const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...JOB_MESSAGES,
  ...AUTH_MESSAGES,
  ...ADMIN_MESSAGES,
  ...ENERGY_MESSAGES,
  ...TRADING_MESSAGES,
  ...WORKANA_MESSAGES,
  ...OPTOP_MESSAGES,
  ...HELP_CENTER_MESSAGES,
  ...DEVELOPMENT_MESSAGES,
} satisfies Dictionary;

declare module './platform/http/messages.ts' {
  interface MessageCatalogue {
    codes: keyof typeof MESSAGES;
  }
}
