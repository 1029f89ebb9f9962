import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/** Messages of sign-in, registration, passwords and the own profile. */
export const AUTH_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
