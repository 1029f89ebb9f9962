import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/** What the developer tools answer of their own. */
export const DEVELOPMENT_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
