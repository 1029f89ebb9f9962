import type { Dictionary } from '../../platform/http/messages.ts';
import { REPORT_MESSAGES } from './report-messages.ts';

/** The energy area's message codes (errors and per-row import problems), in every locale. */
export const ENERGY_MESSAGES = {
  ...REPORT_MESSAGES,
  invalid_cycle: {
    'pt-BR': 'Mês de referência inválido (use AAAA-MM).',
    en: 'Invalid reference month (use YYYY-MM).',
    fr: 'Mois de référence invalide (utilisez AAAA-MM).',
    ar: 'شهر مرجعي غير صالح (استخدم YYYY-MM).',
  },
  period_reversed: {
    'pt-BR': 'O mês inicial vem depois do mês final.',
    en: 'The start month comes after the end month.',
    fr: 'Le mois de début est postérieur au mois de fin.',
    ar: 'شهر البداية يأتي بعد شهر النهاية.',
  },
  period_too_long: {
    'pt-BR': 'Escolha um período de até {months} meses.',
    en: 'Choose a period of at most {months} months.',
    fr: 'Choisissez une période de {months} mois au plus.',
    ar: 'اختر فترة لا تتجاوز {months} شهرًا.',
  },
  days_reversed: {
    'pt-BR': 'O dia inicial vem depois do dia final.',
    en: 'The start day comes after the end day.',
    fr: 'Le jour de début est postérieur au jour de fin.',
    ar: 'يوم البداية يأتي بعد يوم النهاية.',
  },
  days_too_long: {
    'pt-BR': 'Escolha até {days} dias.',
    en: 'Choose at most {days} days.',
    fr: 'Choisissez {days} jours au plus.',
    ar: 'اختر {days} يومًا على الأكثر.',
  },
  invalid_uf: {
    'pt-BR': 'UF inválida (duas letras maiúsculas).',
    en: 'Invalid state code (two capital letters).',
    fr: 'Code d’État invalide (deux majuscules).',
    ar: 'رمز ولاية غير صالح (حرفان كبيران).',
  },
  invalid_cnpj: {
    'pt-BR': 'CNPJ inválido (14 dígitos).',
    en: 'Invalid CNPJ (14 digits).',
    fr: 'CNPJ invalide (14 chiffres).',
    ar: 'رقم CNPJ غير صالح (14 رقمًا).',
  },
  invalid_document: {
    'pt-BR': 'CPF ou CNPJ inválido.',
    en: 'Invalid CPF or CNPJ.',
    fr: 'CPF ou CNPJ invalide.',
    ar: 'رقم CPF أو CNPJ غير صالح.',
  },
  negative_value: {
    'pt-BR': 'O valor não pode ser negativo.',
    en: 'The value cannot be negative.',
    fr: 'La valeur ne peut pas être négative.',
    ar: 'لا يمكن أن تكون القيمة سالبة.',
  },
  implausible_generation: {
    'pt-BR': 'Geração acima de 1,2 × kWp × 8 h para o dia.',
    en: 'Generation above 1.2 × kWp × 8 h for the day.',
    fr: 'Production supérieure à 1,2 × kWc × 8 h pour la journée.',
    ar: 'إنتاج يتجاوز 1.2 × kWp × 8 ساعات لليوم.',
  },
  future_date: {
    'pt-BR': 'Data no futuro.',
    en: 'Date in the future.',
    fr: 'Date dans le futur.',
    ar: 'تاريخ في المستقبل.',
  },
  unknown_plant: {
    'pt-BR': 'Usina não cadastrada.',
    en: 'Unknown plant.',
    fr: 'Centrale inconnue.',
    ar: 'محطة غير مسجلة.',
  },
  unknown_unit: {
    'pt-BR': 'UC não cadastrada.',
    en: 'Unknown consumer unit.',
    fr: 'Point de livraison inconnu.',
    ar: 'وحدة استهلاك غير مسجلة.',
  },
  duplicate_row: {
    'pt-BR': 'Linha repetida no arquivo.',
    en: 'Row repeated in the file.',
    fr: 'Ligne répétée dans le fichier.',
    ar: 'سطر مكرر في الملف.',
  },
  missing_columns: {
    'pt-BR': 'Cabeçalho sem as colunas obrigatórias.',
    en: 'The header lacks required columns.',
    fr: 'L’en-tête ne contient pas les colonnes obligatoires.',
    ar: 'الترويسة تفتقد أعمدة مطلوبة.',
  },
  empty_file: {
    'pt-BR': 'O arquivo não tem linhas de dados.',
    en: 'The file has no data rows.',
    fr: 'Le fichier ne contient aucune ligne de données.',
    ar: 'لا يحتوي الملف على أسطر بيانات.',
  },
  import_rejected: {
    'pt-BR': 'Arquivo recusado: {count} erro(s). Nada foi gravado.',
    en: 'File rejected: {count} error(s). Nothing was saved.',
    fr: 'Fichier refusé : {count} erreur(s). Rien n’a été enregistré.',
    ar: 'تم رفض الملف: {count} خطأ. لم يُحفظ أي شيء.',
  },
  allocation_over_100: {
    'pt-BR': 'A soma dos percentuais do rateio passa de 100 %.',
    en: 'The allocation percentages add up to more than 100 %.',
    fr: 'La somme des pourcentages de répartition dépasse 100 %.',
    ar: 'مجموع نسب التوزيع يتجاوز 100٪.',
  },
  allocation_invalid: {
    'pt-BR':
      'Rateio inválido: cada UC uma vez, com percentual (PERCENTUAL) ou prioridade única (PRIORIDADE).',
    en: 'Invalid allocation: each UC once, with a percentage (PERCENTUAL) or a unique priority (PRIORIDADE).',
    fr: 'Répartition invalide : chaque PDL une fois, avec un pourcentage (PERCENTUAL) ou une priorité unique (PRIORIDADE).',
    ar: 'توزيع غير صالح: كل وحدة مرة واحدة، بنسبة (PERCENTUAL) أو أولوية فريدة (PRIORIDADE).',
  },
  distributor_mismatch: {
    'pt-BR': 'A UC deve ser da mesma distribuidora da usina.',
    en: 'The consumer unit must belong to the plant’s distributor.',
    fr: 'Le point de livraison doit appartenir au distributeur de la centrale.',
    ar: 'يجب أن تتبع وحدة الاستهلاك موزع المحطة.',
  },
  cycle_busy: {
    'pt-BR': 'O ciclo {cycle} está em fechamento.',
    en: 'Cycle {cycle} is being closed.',
    fr: 'Le cycle {cycle} est en cours de clôture.',
    ar: 'الدورة {cycle} قيد الإغلاق.',
  },
  cycle_not_latest: {
    'pt-BR': 'Só o último ciclo fechado pode ser recalculado; há ciclos posteriores fechados.',
    en: 'Only the latest closed cycle can be recomputed; later cycles are closed.',
    fr: 'Seul le dernier cycle clôturé peut être recalculé ; des cycles ultérieurs sont clôturés.',
    ar: 'يمكن إعادة حساب آخر دورة مغلقة فقط؛ توجد دورات لاحقة مغلقة.',
  },
  cycle_previous_open: {
    'pt-BR': 'Feche antes o ciclo anterior ({cycle}).',
    en: 'Close the previous cycle ({cycle}) first.',
    fr: 'Clôturez d’abord le cycle précédent ({cycle}).',
    ar: 'أغلق الدورة السابقة ({cycle}) أولًا.',
  },
  cycle_not_closed: {
    'pt-BR': 'O ciclo ainda não foi fechado.',
    en: 'The cycle is not closed yet.',
    fr: 'Le cycle n’est pas encore clôturé.',
    ar: 'لم تُغلق الدورة بعد.',
  },
  cycle_closed: {
    'pt-BR': 'O ciclo {cycle} está fechado; recalcule-o para mudar seus dados.',
    en: 'Cycle {cycle} is closed; recompute it to change its data.',
    fr: 'Le cycle {cycle} est clôturé ; recalculez-le pour modifier ses données.',
    ar: 'الدورة {cycle} مغلقة؛ أعد حسابها لتغيير بياناتها.',
  },
  missing_tariff: {
    'pt-BR': 'Sem tarifa vigente para {distributor} ({subgroup}) no ciclo {cycle}.',
    en: 'No tariff in force for {distributor} ({subgroup}) in cycle {cycle}.',
    fr: 'Aucun tarif en vigueur pour {distributor} ({subgroup}) au cycle {cycle}.',
    ar: 'لا توجد تعرفة سارية لـ {distributor} ({subgroup}) في الدورة {cycle}.',
  },
  invoice_cancelled: {
    'pt-BR': 'Fatura cancelada não recebe pagamentos.',
    en: 'A cancelled invoice takes no payments.',
    fr: 'Une facture annulée ne reçoit pas de paiements.',
    ar: 'الفاتورة الملغاة لا تقبل مدفوعات.',
  },
  invoice_already_paid: {
    'pt-BR': 'Esta fatura já está paga.',
    en: 'This invoice is already paid.',
    fr: 'Cette facture est déjà payée.',
    ar: 'هذه الفاتورة مدفوعة بالفعل.',
  },
  invoice_paid_not_cancellable: {
    'pt-BR': 'Fatura com pagamento registrado não pode ser cancelada.',
    en: 'An invoice with a recorded payment cannot be cancelled.',
    fr: 'Une facture avec un paiement enregistré ne peut pas être annulée.',
    ar: 'لا يمكن إلغاء فاتورة سُجّل عليها دفع.',
  },
  invoice_not_open: {
    'pt-BR': 'Só faturas em aberto ganham segunda via.',
    en: 'Only open invoices can get a second copy.',
    fr: 'Seules les factures ouvertes peuvent avoir un duplicata.',
    ar: 'لا تصدر نسخة ثانية إلا للفواتير المفتوحة.',
  },
  due_date_past: {
    'pt-BR': 'O novo vencimento não pode ser anterior a hoje.',
    en: 'The new due date cannot be before today.',
    fr: 'La nouvelle échéance ne peut pas être antérieure à aujourd’hui.',
    ar: 'لا يمكن أن يكون تاريخ الاستحقاق الجديد قبل اليوم.',
  },
} satisfies Dictionary;
