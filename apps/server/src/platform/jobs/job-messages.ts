import { fromFiles } from '../http/message-files.ts';
import ptBR from './messages/pt-BR.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import ar from './messages/ar.json' with { type: 'json' };

/** What a job of a kind without a table of its own (background-job.ts) answers, and why it ends failed. */
export const JOB_MESSAGES = fromFiles({ 'pt-BR': ptBR, en, fr, ar });
