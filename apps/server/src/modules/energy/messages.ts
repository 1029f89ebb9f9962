import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/**
 * The energy area's message codes, in every locale: errors and per-row import problems; the reports' errors,
 * failure reasons and e-mail; the payable invoice's errors and e-mail; the bell's (and the e-mail's) words when
 * an energy job ends; why a plant's generation source could not be saved or pulled.
 */
export const ENERGY_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
