import type { TFunction } from 'i18next';

/**
 * Codes as people read them, one helper per kind, in the interface's language. A code the interface does
 * not know yet (a newer server) shows as it came rather than as a translation key.
 */
const labelOf = (section: string) => (t: TFunction, code: string) =>
  t(`${section}.${code}`, { defaultValue: code });

/** A permission subject: `AccountSettings` → "Configurações da conta", `all` → "Qualquer área". */
export const subjectLabel = labelOf('admin.subjects');
/** A permission action: `manage` → "Gerenciar". */
export const actionLabel = labelOf('admin.actions');
/** A user status: `pending` → "Pendente". */
export const statusLabel = labelOf('admin.status');
/** A plan; none chosen reads "Sem plano". */
export const planLabel = (t: TFunction, plan: string | null | undefined) =>
  plan ? labelOf('admin.plans')(t, plan) : t('admin.plans.none');
/**
 * What an audit entry records being done: `revoke_session` → "Sessão encerrada". A record's create, update or
 * delete (`update_contract`) reads as the verb; the entry's subject and target say which record.
 */
export const auditActionLabel = (t: TFunction, code: string) =>
  labelOf('admin.audit.actions')(t, code.replace(/^(create|update|delete)_[a-z_]+$/, '$1'));
/** The kind of record an audit entry is about: `MailTemplate` → "Modelo de e-mail". */
export const auditSubjectLabel = labelOf('admin.audit.subjects');
/** A yes/no value. */
export const booleanLabel = (t: TFunction, value: boolean) => (value ? t('common.yes') : t('common.no'));
/** A language code in the interface's language: `fr` → "francês". */
export const languageLabel = (interfaceLanguage: string, code: string) =>
  new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ?? code;
/** A plant's status: `OPERANDO` → "Operando". */
export const plantStatusLabel = labelOf('energy.plantStatus');
/** A plant's compensation regime: `GD_II_ESTENDIDO` → "GD II estendido". */
export const regimeLabel = labelOf('energy.regime');
/** An allocation version's state: `VIGENTE` → "Vigente". */
export const allocationStatusLabel = labelOf('energy.allocationStatus');
/** Where a generation reading came from: `API` → "Integração". */
export const readingSourceLabel = labelOf('energy.readingSource');
/** How far a reading is trusted: `SUSPEITA` → "Suspeita". */
export const readingQualityLabel = labelOf('energy.readingQuality');
/** What is wrong with a plant: `SEM_DADOS` → "Sem dados há mais de 24 h". */
export const plantAlertLabel = labelOf('energy.plantAlert');
/** A customer's status: `EM_SAIDA` → "Em saída". */
export const customerStatusLabel = labelOf('energy.customerStatus');
/** What is wrong with a UC: `SOBREALOCADA` → "Recebe mais de 120 % do consumo". */
export const unitAlertLabel = labelOf('energy.unitAlert');
/** A UC's payments: `EM_ATRASO` → "Em atraso". */
export const financialLabel = labelOf('energy.financial');
/** A UC's class: `RESIDENCIAL` → "Residencial". */
export const unitClassLabel = labelOf('energy.unitClass');
/** A UC's connection: `BIFASICO_3C` → "Bifásico". */
export const connectionLabel = labelOf('energy.connection');
/** How late an open receivable is: `DIAS_31_60` → "31 a 60 dias". */
export const agingLabel = labelOf('energy.aging');
/** How an invoice is paid: `PIX` → "PIX". */
export const paymentMethodLabel = labelOf('energy.paymentMethod');

export const invoiceStatusLabel = labelOf('energy.invoiceStatus');

export const pricingModeLabel = labelOf('energy.pricingMode');

export const contractStatusLabel = labelOf('energy.contractStatus');

export const customerRoleLabel = labelOf('energy.customerRole');

export const lotStatusLabel = labelOf('energy.lotStatus');

export const movementTypeLabel = labelOf('energy.movementType');

export const billCheckLabel = labelOf('energy.billCheck');
export const minimumRuleLabel = labelOf('energy.minimumRule');
