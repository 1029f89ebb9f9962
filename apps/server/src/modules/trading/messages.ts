import { MAX_RULES_DEPTH } from '@alvorada/contracts';
import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/**
 * The trading area's message codes, in every locale: errors, CSV problems, run failures (a job id written apart
 * in Arabic); deleting runs, a run's record that no longer reads, a search's expressions, a manual order's size;
 * paper trading's halts, refusals and notifications.
 */
export const TRADING_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar }, { depth: MAX_RULES_DEPTH });
