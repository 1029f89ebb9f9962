import { MAX_CONDITION_DEPTH } from '@alvorada/contracts';
import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/** Server messages of the admin panel, composed with the others in the composition root. */
export const ADMIN_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar }, { depth: MAX_CONDITION_DEPTH });
