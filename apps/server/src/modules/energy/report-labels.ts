import type { Locale, ReportType } from '@alvorada/contracts';
import { textIn, type Texts } from '../../platform/http/texts.ts';

/** An aging bucket's range of days late (Arabic counts from 11 to 99 with the same word). */
const days = (from: number, to: number): Texts => [
  `${from} a ${to} dias`,
  `${from} to ${to} days`,
  `${from} à ${to} jours`,
  `${from} إلى ${to} يومًا`,
];

/** The words inside report files (titles, headers, codes), in the requester's language. */
export const LABELS = {
  // Titles of the catalogue (energy.md §5.5).
  geracao_mensal: [
    'Relatório mensal de geração por usina',
    'Monthly generation report by plant',
    'Rapport mensuel de production par centrale',
    'تقرير التوليد الشهري لكل محطة',
  ],
  demonstrativo_economia: [
    'Demonstrativo de economia do cliente',
    'Customer savings statement',
    'Relevé d’économies du client',
    'بيان وفورات العميل',
  ],
  extrato_creditos: [
    'Extrato de créditos por UC',
    'Credit statement by consumer unit',
    'Relevé de crédits par unité',
    'كشف الأرصدة لكل وحدة استهلاك',
  ],
  conferencia_faturas: [
    'Conferência de faturas da distribuidora',
    'Distributor bill check',
    'Contrôle des factures du distributeur',
    'مراجعة فواتير شركة التوزيع',
  ],
  rateio_vigente: [
    'Rateio vigente e proposta',
    'Current and proposed allocation',
    'Répartition en vigueur et proposition',
    'التوزيع الساري والمقترح',
  ],
  financeiro: [
    'Financeiro: faturamento, recebimentos e inadimplência',
    'Finance: billing, receipts and delinquency',
    'Finances : facturation, encaissements et impayés',
    'المالية: الفوترة والتحصيل والتعثر',
  ],
  investidor_usina: [
    'Investidor / usina',
    'Investor / plant',
    'Investisseur / centrale',
    'المستثمر / المحطة',
  ],
  regulatorio: [
    'Regulatório: usinas por regime',
    'Regulatory: plants by regime',
    'Réglementaire : centrales par régime',
    'تنظيمي: المحطات حسب النظام',
  ],
  // Parameters and page furniture.
  month: ['Mês de referência', 'Reference month', 'Mois de référence', 'الشهر المرجعي'],
  period: ['Período', 'Period', 'Période', 'الفترة'],
  plant: ['Usina', 'Plant', 'Centrale', 'المحطة'],
  customer: ['Cliente', 'Customer', 'Client', 'العميل'],
  unit: ['UC', 'Consumer unit', 'Unité', 'وحدة الاستهلاك'],
  distributor: ['Distribuidora', 'Distributor', 'Distributeur', 'شركة التوزيع'],
  all: ['Todas', 'All', 'Toutes', 'الكل'],
  // Not 'أُنشئ في': the PDF font draws its ending as one ligature, after which react-pdf drops the space.
  generatedAt: ['Gerado em {date}', 'Generated on {date}', 'Généré le {date}', 'تاريخ الإنشاء: {date}'],
  page: [
    'Página {page} de {pages}',
    'Page {page} of {pages}',
    'Page {page} sur {pages}',
    'الصفحة {page} من {pages}',
  ],
  summary: ['Resumo', 'Summary', 'Résumé', 'الملخص'],
  none: ['Nenhum registro.', 'No records.', 'Aucun enregistrement.', 'لا توجد سجلات.'],
  // Figures and columns.
  generated: ['Gerado', 'Generated', 'Produit', 'المُولَّد'],
  expected: ['Esperado', 'Expected', 'Attendu', 'المتوقع'],
  pi: [
    'Índice de desempenho (PI)',
    'Performance index (PI)',
    'Indice de performance (PI)',
    'مؤشر الأداء (PI)',
  ],
  pr: ['Performance ratio (PR)', 'Performance ratio (PR)', 'Performance ratio (PR)', 'نسبة الأداء (PR)'],
  incidents: ['Incidentes', 'Incidents', 'Incidents', 'الحوادث'],
  lastReading: ['Última leitura', 'Last reading', 'Dernière lecture', 'آخر قراءة'],
  capacity: ['Potência (kWp)', 'Capacity (kWp)', 'Puissance (kWc)', 'القدرة (kWp)'],
  billWithoutGd: ['Conta sem GD', 'Bill without DG', 'Facture sans GD', 'الفاتورة بدون توليد موزع'],
  billWithGd: ['Conta com GD', 'Bill with DG', 'Facture avec GD', 'الفاتورة مع التوليد الموزع'],
  invoice: ['Fatura da assinatura', 'Subscription invoice', 'Facture d’abonnement', 'فاتورة الاشتراك'],
  savings: ['Economia', 'Savings', 'Économies', 'الوفورات'],
  savingsYear: [
    'Economia em 12 meses',
    'Savings over 12 months',
    'Économies sur 12 mois',
    'الوفورات خلال 12 شهرًا',
  ],
  consumption: ['Consumo', 'Consumption', 'Consommation', 'الاستهلاك'],
  compensated: ['Compensado', 'Compensated', 'Compensé', 'المُعوَّض'],
  balance: ['Saldo de créditos', 'Credit balance', 'Solde de crédits', 'رصيد الأرصدة'],
  expiring: ['A expirar', 'Expiring', 'À expirer', 'على وشك الانتهاء'],
  expiring3: [
    'A expirar em 3 meses',
    'Expiring within 3 months',
    'À expirer sous 3 mois',
    'ينتهي خلال 3 أشهر',
  ],
  expiring12: [
    'A expirar em 12 meses',
    'Expiring within 12 months',
    'À expirer sous 12 mois',
    'ينتهي خلال 12 شهرًا',
  ],
  lots: ['Lotes', 'Lots', 'Lots', 'الدفعات'],
  movements: ['Movimentos', 'Movements', 'Mouvements', 'الحركات'],
  originCycle: ['Ciclo de origem', 'Origin cycle', 'Cycle d’origine', 'دورة المنشأ'],
  initial: ['Inicial', 'Initial', 'Initial', 'الأولي'],
  expiresAt: ['Expira em', 'Expires', 'Expire en', 'ينتهي في'],
  status: ['Status', 'Status', 'Statut', 'الحالة'],
  cycle: ['Ciclo', 'Cycle', 'Cycle', 'الدورة'],
  type: ['Tipo', 'Type', 'Type', 'النوع'],
  energy: ['Energia', 'Energy', 'Énergie', 'الطاقة'],
  billCompensated: [
    'Compensado na fatura',
    'Compensated on the bill',
    'Compensé sur la facture',
    'المُعوَّض في الفاتورة',
  ],
  computedCompensated: [
    'Compensado na apuração',
    'Compensated in the settlement',
    'Compensé au calcul',
    'المُعوَّض في الحساب',
  ],
  difference: ['Diferença', 'Difference', 'Écart', 'الفرق'],
  billTotal: ['Total da fatura', 'Bill total', 'Total de la facture', 'إجمالي الفاتورة'],
  computedTotal: ['Total apurado', 'Computed total', 'Total calculé', 'الإجمالي المحسوب'],
  bills: ['Faturas', 'Bills', 'Factures', 'الفواتير'],
  divergent: ['Divergentes', 'Divergent', 'Divergentes', 'المتباينة'],
  contractAccount: [
    'Conta contrato / UC',
    'Contract account / unit',
    'Compte contrat / unité',
    'حساب العقد / الوحدة',
  ],
  document: ['CPF/CNPJ', 'CPF/CNPJ', 'CPF/CNPJ', 'CPF/CNPJ'],
  percent: ['Percentual', 'Share', 'Pourcentage', 'النسبة'],
  priority: ['Ordem', 'Order', 'Ordre', 'الترتيب'],
  proposed: ['Proposto', 'Proposed', 'Proposé', 'المقترح'],
  current: ['Vigente', 'Current', 'En vigueur', 'الساري'],
  version: [
    'Versão {version}, vigente desde {cycle}, protocolo {protocol}',
    'Version {version}, in force since {cycle}, protocol {protocol}',
    'Version {version}, en vigueur depuis {cycle}, protocole {protocol}',
    'الإصدار {version}، ساري منذ {cycle}، البروتوكول {protocol}',
  ],
  noVersion: [
    'Sem rateio vigente.',
    'No allocation in force.',
    'Aucune répartition en vigueur.',
    'لا يوجد توزيع ساري.',
  ],
  invoiced: ['Faturado', 'Billed', 'Facturé', 'المُفوتَر'],
  received: ['Recebido', 'Received', 'Encaissé', 'المُحصَّل'],
  receivable: ['A receber', 'Receivable', 'À recevoir', 'المستحق'],
  delinquency: [
    'Inadimplência (> 30 dias)',
    'Delinquency (> 30 days)',
    'Impayés (> 30 jours)',
    'التعثر (> 30 يومًا)',
  ],
  aging: ['Aging dos recebíveis', 'Receivables aging', 'Ancienneté des créances', 'أعمار الذمم المدينة'],
  byPlant: ['Por usina', 'By plant', 'Par centrale', 'حسب المحطة'],
  monthly: ['Mês a mês', 'Month by month', 'Mois par mois', 'شهرًا بشهر'],
  costs: ['Custos', 'Costs', 'Coûts', 'التكاليف'],
  revenue: ['Receita', 'Revenue', 'Revenus', 'الإيرادات'],
  margin: ['Margem', 'Margin', 'Marge', 'الهامش'],
  revenuePerKwh: ['Receita por kWh', 'Revenue per kWh', 'Revenu par kWh', 'الإيراد لكل kWh'],
  fioBProjection: [
    'Projeção com a escada do Fio B',
    'Projection with the Fio B ladder',
    'Projection avec l’échelle du Fio B',
    'الإسقاط وفق سلم Fio B',
  ],
  year: ['Ano', 'Year', 'Année', 'السنة'],
  fioBShare: ['Parcela do Fio B paga', 'Share of Fio B paid', 'Part du Fio B payée', 'حصة Fio B المدفوعة'],
  regime: ['Regime', 'Regime', 'Régime', 'النظام'],
  acPower: ['Potência CA (kW)', 'AC power (kW)', 'Puissance CA (kW)', 'القدرة المتناوبة (kW)'],
  sizeClass: ['Classe', 'Class', 'Classe', 'الفئة'],
  limit: ['Limite (kW)', 'Limit (kW)', 'Limite (kW)', 'الحد (kW)'],
  protocol: ['Protocolo de acesso', 'Access request', 'Demande d’accès', 'طلب الربط'],
  injectionStart: ['Início da injeção', 'Injection start', 'Début d’injection', 'بدء الحقن'],
  plantsByRegime: ['Usinas por regime', 'Plants by regime', 'Centrales par régime', 'المحطات حسب النظام'],
  plants: ['Usinas', 'Plants', 'Centrales', 'المحطات'],
  // The distributor's rateio request form (its plant and CPF/CNPJ columns use the labels above).
  generatingUnit: ['UC geradora', 'Generating unit', 'PDL producteur', 'وحدة التوليد'],
  effectiveCycle: ['Ciclo de início', 'Effective cycle', 'Cycle d’effet', 'دورة السريان'],
  holder: ['Titular', 'Holder', 'Titulaire', 'صاحب الحساب'],
  formAccount: [
    'Conta contrato (UC)',
    'Contract account (UC)',
    'Compte contrat (PDL)',
    'حساب العقد (وحدة الاستهلاك)',
  ],
  formPercent: ['Percentual (%)', 'Percentage (%)', 'Pourcentage (%)', 'النسبة (%)'],
  formPriority: ['Ordem de prioridade', 'Order of priority', 'Ordre de priorité', 'ترتيب الأولوية'],
  // Codes shown in the files.
  SEM_DADOS: ['Sem dados', 'No data', 'Sans données', 'لا بيانات'],
  PI_BAIXO: ['PI abaixo de 90 %', 'PI below 90 %', 'PI inférieur à 90 %', 'PI أقل من 90 %'],
  ATIVO: ['Ativo', 'Active', 'Actif', 'نشط'],
  ESGOTADO: ['Esgotado', 'Used up', 'Épuisé', 'مستنفد'],
  EXPIRADO: ['Expirado', 'Expired', 'Expiré', 'منتهي'],
  GERACAO: ['Geração', 'Generation', 'Production', 'توليد'],
  COMPENSACAO: ['Compensação', 'Compensation', 'Compensation', 'تعويض'],
  EXPIRACAO: ['Expiração', 'Expiry', 'Expiration', 'انتهاء'],
  REALOCACAO_SAIDA: [
    'Realocação (saída)',
    'Reallocation (out)',
    'Réallocation (sortie)',
    'إعادة تخصيص (خروج)',
  ],
  REALOCACAO_ENTRADA: [
    'Realocação (entrada)',
    'Reallocation (in)',
    'Réallocation (entrée)',
    'إعادة تخصيص (دخول)',
  ],
  AJUSTE_CONCILIACAO: [
    'Ajuste de conciliação',
    'Reconciliation adjustment',
    'Ajustement de rapprochement',
    'تسوية المطابقة',
  ],
  PENDENTE: ['Pendente', 'Pending', 'En attente', 'معلّق'],
  OK: ['Conferida', 'Checked', 'Vérifiée', 'مُراجَعة'],
  DIVERGENTE: ['Divergente', 'Divergent', 'Divergente', 'متباينة'],
  MICRO: ['Microgeração', 'Micro-generation', 'Microproduction', 'توليد صغير جدًا'],
  MINI: ['Minigeração', 'Mini-generation', 'Miniproduction', 'توليد صغير'],
  ACIMA_DO_LIMITE: ['Acima do limite', 'Above the limit', 'Au-delà de la limite', 'فوق الحد'],
  EMITIDA: ['Emitida', 'Issued', 'Émise', 'صادرة'],
  PAGA: ['Paga', 'Paid', 'Payée', 'مدفوعة'],
  PAGA_PARCIAL: ['Paga em parte', 'Partly paid', 'Payée en partie', 'مدفوعة جزئيًا'],
  VENCIDA: ['Vencida', 'Overdue', 'En retard', 'متأخرة'],
  CANCELADA: ['Cancelada', 'Cancelled', 'Annulée', 'ملغاة'],
  A_VENCER: ['A vencer', 'Not yet due', 'À échoir', 'غير مستحق بعد'],
  DIAS_1_30: days(1, 30),
  DIAS_31_60: days(31, 60),
  DIAS_61_90: days(61, 90),
  ACIMA_90: ['Acima de 90 dias', 'Over 90 days', 'Plus de 90 jours', 'أكثر من 90 يومًا'],
} satisfies Record<string, Texts>;

export type LabelKey = keyof typeof LABELS;

export const isLabel = (key: string): key is LabelKey => key in LABELS;

/** A label in the locale, `{name}` filled from params. */
export function label(locale: Locale, key: LabelKey, params: Record<string, string | number> = {}) {
  return textIn(LABELS[key], locale, params);
}

/** A code (status, alert, class) in words when the files have words for it, else as it is. */
export const codeLabel = (locale: Locale, code: string) => (isLabel(code) ? label(locale, code) : code);

export const reportTitle = (locale: Locale, type: ReportType) => label(locale, type);
