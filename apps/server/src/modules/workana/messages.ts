import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/** The Workana area's message codes (errors, bell and e-mail texts), in every locale. */
export const WORKANA_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
