import { fromFiles } from '../../platform/http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/**
 * The agent's message codes, in every locale: provider errors, refusals, the offline router's help; the words
 * the tools' answers are written with (energy, trading, and the platform's search, access and Workana); and
 * those of an exported conversation (who spoke, how each tool call ended).
 */
export const OPTOP_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
