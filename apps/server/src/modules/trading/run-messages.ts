import type { Dictionary } from '../../platform/http/messages.ts';

/** Messages of deleting runs and of a run's record that no longer reads. */
export const RUN_MESSAGES = {
  run_active: {
    'pt-BR': 'Esta execução ainda está na fila ou em andamento: cancele-a antes de excluí-la.',
    en: 'This run is still queued or running: cancel it before deleting it.',
    fr: 'Cette exécution est encore en attente ou en cours : annulez-la avant de la supprimer.',
    ar: 'هذا التشغيل لا يزال في الانتظار أو قيد التنفيذ: ألغِه قبل حذفه.',
  },
  run_unreadable: {
    'pt-BR': 'O registro desta execução está incompleto e não pode ser lido. Exclua-o e rode de novo.',
    en: 'This run’s record is incomplete and cannot be read. Delete it and run it again.',
    fr: 'L’enregistrement de cette exécution est incomplet et illisible. Supprimez-le et relancez-la.',
    ar: 'سجل هذا التشغيل غير مكتمل ولا يمكن قراءته. احذفه وشغّله من جديد.',
  },
} satisfies Dictionary;
