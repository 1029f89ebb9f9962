import './zod-config.ts';
import { safeString } from './schema-helpers.ts';

/**
 * The energy area's API (Geração, Prosumidores, Créditos, Financeiro, Relatórios). Units follow
 * packages/energy: whole kWh, integer centavos, tariffs in micro-reais per kWh, shares in ppm, cycles as
 * `YYYY-MM`, dates as `YYYY-MM-DD`.
 */
export const ENERGY_API = '/api/energy';

export const yearMonthSchema = safeString().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid_cycle' });

export const TAX_FORMULA_VALUES = ['NOVA', 'ANTIGA'] as const;
export const GD1_MINIMUM_VALUES = ['PRESERVA_CREDITOS', 'COMPENSA_TUDO'] as const;
export const GD2_MINIMUM_VALUES = ['MAIOR_ENTRE', 'LIMITADO_AO_CD'] as const;
export const EXPIRY_COUNTING_VALUES = ['ULTIMO_USO_M59', 'ULTIMO_USO_M60'] as const;
export const SUBGROUPS = ['B1', 'B2', 'B3', 'B4', 'A4', 'A3a', 'A3', 'A2', 'A1', 'AS'] as const;
export const CONNECTIONS = ['MONOFASICO', 'BIFASICO_2C', 'BIFASICO_3C', 'TRIFASICO'] as const;
export const MODALITY_VALUES = [
  'AUTOCONSUMO_LOCAL',
  'AUTOCONSUMO_REMOTO',
  'GERACAO_COMPARTILHADA',
  'EMUC',
] as const;
export const REGIME_VALUES = ['GD_I', 'GD_II', 'GD_II_ESTENDIDO', 'GD_III'] as const;
export const PLANT_STATUSES = [
  'EM_PROJETO',
  'EM_HOMOLOGACAO',
  'OPERANDO',
  'ALERTA',
  'PARADA',
  'DESATIVADA',
] as const;
/** A distributor still offered for new UCs, plants and tariffs, or one kept only for the records it has. */
export const DISTRIBUTOR_STATUSES = ['ATIVA', 'INATIVA'] as const;
export const PLANT_SOURCES = ['SOLAR_FV', 'EOLICA', 'HIDRICA', 'BIOMASSA', 'COGERACAO'] as const;
export const CUSTOMER_STATUSES = ['LEAD', 'EM_ADESAO', 'ATIVO', 'SUSPENSO', 'EM_SAIDA', 'ENCERRADO'] as const;
export const CUSTOMER_ROLES = ['GERADOR', 'BENEFICIARIO', 'AMBOS'] as const;
export const UNIT_CLASSES = [
  'RESIDENCIAL',
  'COMERCIAL',
  'INDUSTRIAL',
  'RURAL',
  'PODER_PUBLICO',
  'ILUMINACAO_PUBLICA',
] as const;
export const ALLOCATION_KINDS = ['PERCENTUAL', 'PRIORIDADE'] as const;
export const ALLOCATION_STATUSES = [
  'RASCUNHO',
  'PROTOCOLADO',
  'VIGENTE',
  'REJEITADO',
  'SUBSTITUIDO',
] as const;
export const CYCLE_STATES = ['open', 'closing', 'closed', 'failed'] as const;
export const LOT_STATUSES = ['ATIVO', 'ESGOTADO', 'EXPIRADO'] as const;
export const MOVEMENT_TYPES = [
  'GERACAO',
  'COMPENSACAO',
  'EXPIRACAO',
  'REALOCACAO_SAIDA',
  'REALOCACAO_ENTRADA',
  'AJUSTE_CONCILIACAO',
] as const;
export const PRICING_MODE_VALUES = [
  'DESCONTO_TARIFA',
  'DESCONTO_BENEFICIO',
  'ECONOMIA_GARANTIDA',
  'MENSALIDADE_FIXA',
] as const;
export const PAYMENT_METHODS = ['BOLETO', 'PIX', 'CARTAO', 'DEBITO_AUTOMATICO'] as const;
export const CONTRACT_STATUSES = ['PROPOSTA', 'ASSINADO', 'ATIVO', 'SUSPENSO', 'ENCERRADO'] as const;
export const INVOICE_STATUSES = ['EMITIDA', 'PAGA', 'PAGA_PARCIAL', 'VENCIDA', 'CANCELADA'] as const;
/** A plant's cost entry that counts in the figures, or one deactivated (kept, and in its history). */
export const COST_STATUSES = ['ATIVO', 'INATIVO'] as const;
export const COST_CATEGORIES = [
  'OM',
  'ARRENDAMENTO',
  'SEGURO',
  'FATURA_UC_GERADORA',
  'MONITORAMENTO',
  'IMPOSTOS',
  'OUTROS',
] as const;
export const BILL_CHECK_STATUSES = ['PENDENTE', 'OK', 'DIVERGENTE'] as const;
