import type { Dictionary } from '../http/messages.ts';

/** What a job of a kind without a table of its own (background-job.ts) answers, and why it ends failed. */
export const JOB_MESSAGES = {
  job_already_active: {
    'pt-BR': 'Este trabalho já está na fila ou em andamento.',
    en: 'This job is already queued or running.',
    fr: 'Cette tâche est déjà en file d’attente ou en cours.',
    ar: 'هذه المهمة في قائمة الانتظار أو قيد التنفيذ بالفعل.',
  },
  job_interrupted: {
    'pt-BR': 'Interrompido: o servidor parou antes de terminar.',
    en: 'Interrupted: the server stopped before it finished.',
    fr: 'Interrompu : le serveur s’est arrêté avant la fin.',
    ar: 'توقف: توقف الخادم قبل انتهائه.',
  },
  job_lock_lost: {
    'pt-BR': 'Interrompido: a conexão com o banco de dados caiu. Tente de novo.',
    en: 'Interrupted: the connection to the database was lost. Try again.',
    fr: 'Interrompu : la connexion à la base de données a été perdue. Réessayez.',
    ar: 'توقف: انقطع الاتصال بقاعدة البيانات. حاول مرة أخرى.',
  },
  job_failed_internal: {
    'pt-BR': 'Falhou por um erro interno; se persistir, informe ao suporte o código {reason}.',
    en: 'Failed with an internal error; if it persists, give support the code {reason}.',
    fr: 'Échec sur une erreur interne ; si elle persiste, donnez au support le code {reason}.',
    ar: 'فشل بسبب خطأ داخلي، وإن تكرر فأبلغ الدعم بالرمز \u2066{reason}\u2069.',
  },
} satisfies Dictionary;
