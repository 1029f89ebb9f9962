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
  job_not_queued: {
    'pt-BR': 'Não entrou na fila de trabalhos. Tente de novo.',
    en: 'It could not be queued. Try again.',
    fr: 'Elle n’a pas pu être mise en file d’attente. Réessayez.',
    ar: 'تعذر وضعها في قائمة الانتظار. حاول مرة أخرى.',
  },
  job_failed_unexpected: {
    'pt-BR': 'Falhou por um erro inesperado; os detalhes estão no log do servidor.',
    en: 'Failed with an unexpected error; the details are in the server log.',
    fr: 'Échec sur une erreur inattendue ; les détails sont dans le journal du serveur.',
    ar: 'فشل بسبب خطأ غير متوقع، والتفاصيل في سجل الخادم.',
  },
  job_blocked: {
    'pt-BR': 'O site recusou a consulta: {reason}',
    en: 'The site refused the request: {reason}',
    fr: 'Le site a refusé la requête : {reason}',
    ar: 'رفض الموقع الطلب: {reason}',
  },
  job_failed_with: {
    'pt-BR': 'Falhou: {reason}',
    en: 'Failed: {reason}',
    fr: 'Échec : {reason}',
    ar: 'فشل: {reason}',
  },
} satisfies Dictionary;
