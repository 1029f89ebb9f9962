import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/** The help center's message codes, in every locale. */
export const HELP_CENTER_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
