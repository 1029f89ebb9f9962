import type { Dictionary } from '../../platform/http/messages.ts';

/** The reports' errors, failure reasons and e-mail, in every locale. */
export const REPORT_MESSAGES = {
  report_format_unavailable: {
    'pt-BR': 'Este relatório não é gerado neste formato.',
    en: 'This report is not produced in this format.',
    fr: 'Ce rapport n’est pas produit dans ce format.',
    ar: 'لا يُنشأ هذا التقرير بهذه الصيغة.',
  },
  report_param_unexpected: {
    'pt-BR': 'Este relatório não usa este parâmetro.',
    en: 'This report does not take this parameter.',
    fr: 'Ce rapport ne prend pas ce paramètre.',
    ar: 'لا يستخدم هذا التقرير هذا المعامل.',
  },
  report_not_for_customer: {
    'pt-BR': 'Este relatório não é enviado ao cliente; envie-o a quem solicitou.',
    en: 'This report is not sent to customers; send it to the requester.',
    fr: 'Ce rapport n’est pas envoyé aux clients ; envoyez-le au demandeur.',
    ar: 'لا يُرسل هذا التقرير إلى العملاء؛ أرسله إلى مقدم الطلب.',
  },
  report_data_forbidden: {
    'pt-BR': 'Você não tem acesso aos dados deste relatório ({area}). Peça o acesso a um administrador.',
    en: 'You have no access to the data of this report ({area}). Ask an administrator for access.',
    fr: 'Vous n’avez pas accès aux données de ce rapport ({area}). Demandez l’accès à un administrateur.',
    ar: 'ليست لديك صلاحية الوصول إلى بيانات هذا التقرير ({area}). اطلب الصلاحية من المسؤول.',
  },
  report_param_missing: {
    'pt-BR': '{what}: o registro escolhido não existe mais. Gere o relatório de novo com outro valor.',
    en: 'The chosen {what} no longer exists. Request the report again with another value.',
    fr: '{what} : l’élément choisi n’existe plus. Relancez le rapport avec une autre valeur.',
    ar: '{what} المختار لم يعد موجودًا. اطلب التقرير مجددًا بقيمة أخرى.',
  },
  report_no_data: {
    'pt-BR': 'Não há dados para os parâmetros escolhidos.',
    en: 'There is no data for the chosen parameters.',
    fr: 'Aucune donnée pour les paramètres choisis.',
    ar: 'لا توجد بيانات للمعاملات المختارة.',
  },
  report_no_invoices: {
    'pt-BR': 'Não há faturas de {month} para este cliente ou UC. Feche o ciclo de {month} e tente de novo.',
    en: 'There are no invoices for {month} for this customer or unit. Close the {month} cycle and retry.',
    fr: 'Aucune facture de {month} pour ce client ou cette unité. Clôturez le cycle {month} et réessayez.',
    ar: 'لا توجد فواتير لشهر {month} لهذا العميل أو الوحدة. أغلق دورة {month} ثم أعد المحاولة.',
  },
  report_no_bills: {
    'pt-BR': 'Nenhuma fatura da distribuidora importada para {month}. Importe as faturas e tente de novo.',
    en: 'No distributor bill imported for {month}. Import the bills and retry.',
    fr: 'Aucune facture du distributeur importée pour {month}. Importez les factures et réessayez.',
    ar: 'لم تُستورد أي فاتورة توزيع لشهر {month}. استورد الفواتير ثم أعد المحاولة.',
  },
  report_generation_failed: {
    'pt-BR': 'O relatório não pôde ser gerado ({reason}). Tente de novo.',
    en: 'The report could not be produced ({reason}). Try again.',
    fr: 'Le rapport n’a pas pu être produit ({reason}). Réessayez.',
    ar: 'تعذّر إنشاء التقرير ({reason}). حاول مرة أخرى.',
  },
  report_interrupted: {
    'pt-BR': 'A geração foi interrompida pelo reinício do servidor. Tente de novo.',
    en: 'Generation was interrupted by a server restart. Try again.',
    fr: 'La génération a été interrompue par un redémarrage du serveur. Réessayez.',
    ar: 'توقف الإنشاء بسبب إعادة تشغيل الخادم. حاول مرة أخرى.',
  },
  report_lock_lost: {
    'pt-BR': 'A geração foi interrompida: a conexão com o banco de dados caiu. Tente de novo.',
    en: 'Generation was interrupted: the connection to the database was lost. Try again.',
    fr: 'La génération a été interrompue : la connexion à la base de données a été perdue. Réessayez.',
    ar: 'توقف الإنشاء: انقطع الاتصال بقاعدة البيانات. حاول مرة أخرى.',
  },
  report_requester_inactive: {
    'pt-BR': 'Quem solicitou o relatório não está mais ativo.',
    en: 'The person who requested the report is no longer active.',
    fr: 'La personne qui a demandé le rapport n’est plus active.',
    ar: 'لم يعد مقدم طلب التقرير نشطًا.',
  },
  report_not_failed: {
    'pt-BR': 'Só um relatório com falha pode ser gerado de novo.',
    en: 'Only a failed report can be retried.',
    fr: 'Seul un rapport en échec peut être relancé.',
    ar: 'لا يمكن إعادة إنشاء إلا تقرير فشل.',
  },
  report_not_ready: {
    'pt-BR': 'O relatório ainda não está pronto.',
    en: 'The report is not ready yet.',
    fr: 'Le rapport n’est pas encore prêt.',
    ar: 'التقرير ليس جاهزًا بعد.',
  },
  report_no_recipient: {
    'pt-BR': 'Não há e-mail cadastrado para o destinatário. Cadastre o e-mail do cliente e tente de novo.',
    en: 'The recipient has no e-mail on file. Add the customer’s e-mail and retry.',
    fr: 'Le destinataire n’a pas d’e-mail enregistré. Ajoutez l’e-mail du client et réessayez.',
    ar: 'لا يوجد بريد إلكتروني مسجل للمستلم. أضف بريد العميل ثم أعد المحاولة.',
  },
  report_mail_subject: {
    'pt-BR': '{title}',
    en: '{title}',
    fr: '{title}',
    ar: '{title}',
  },
  report_mail_body: {
    'pt-BR':
      'Olá,\n\nSegue em anexo o relatório "{title}" ({params}).\n\nVeja o histórico de relatórios em {link}\n',
    en: 'Hello,\n\nAttached is the report "{title}" ({params}).\n\nSee the report history at {link}\n',
    fr: 'Bonjour,\n\nVous trouverez ci-joint le rapport « {title} » ({params}).\n\nHistorique des rapports : {link}\n',
    ar: 'مرحبًا،\n\nمرفق التقرير "{title}" ({params}).\n\nسجل التقارير: {link}\n',
  },
} satisfies Dictionary;
