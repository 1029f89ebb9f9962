import type { FastifyRequest } from 'fastify';

export const DOCUMENT_FIELD = 'cpf_cnpj';

/**
 * The full CPF/CNPJ needs read on the `cpf_cnpj` field of Prosumidor (CASL field rules: a rule without
 * `fields` covers every field; a role limited to other fields, or with an inverted rule on this one, reads
 * the document masked).
 */
export function canReadDocument(request: FastifyRequest): boolean {
  return request.auth?.ability.can('read', 'Prosumidor', DOCUMENT_FIELD) ?? false;
}

/** Keeps the first three and the last two digits, e.g. 123******09. */
export function maskDocument(document: string): string {
  return document.slice(0, 3) + '*'.repeat(Math.max(0, document.length - 5)) + document.slice(-2);
}
