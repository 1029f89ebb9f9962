import type { Dictionary } from '../../platform/http/messages.ts';

/** What the developer tools answer of their own. */
export const DEVELOPMENT_MESSAGES = {
  job_not_retryable: {
    'pt-BR': 'Este trabalho não pode ser executado de novo: só uma execução de coleção que falhou pode.',
    en: 'This job cannot run again: only a collection run that failed can.',
    fr: 'Cette tâche ne peut pas être relancée : seule une exécution de collection en échec le peut.',
    ar: 'لا يمكن تشغيل هذه المهمة مرة أخرى: وحده تشغيل مجموعة فشل يمكن إعادته.',
  },
} satisfies Dictionary;
