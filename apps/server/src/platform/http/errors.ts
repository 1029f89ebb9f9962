import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { App } from './app-type.ts';
import { z, type ZodType } from 'zod';
import type { Locale } from '@alvorada/contracts';
import { isMessageCode, translate, type MessageCode } from './messages.ts';
import { pickLocale } from './locale.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** Seconds a client is asked to wait while a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/** An error meant for the client: its status, a message code translated per request, optional field errors. */
export class AppError extends Error {
  readonly status: number;
  readonly code: MessageCode;
  readonly params: Record<string, string | number>;
  readonly fields?: Record<string, MessageCode[]>;
  readonly headers: Record<string, string>;
  /** More of the answer's body beside `detail`, `code` and `fields` (a refused edit's record as it is now). */
  readonly body: Record<string, unknown>;

  constructor(
    status: number,
    code: MessageCode,
    extra: {
      params?: Record<string, string | number>;
      fields?: Record<string, MessageCode[]>;
      headers?: Record<string, string>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.params = extra.params ?? {};
    this.fields = extra.fields;
    this.headers = extra.headers ?? {};
    this.body = extra.body ?? {};
  }
}

export const notFound = () => new AppError(404, 'not_found');

class RequestValidationError extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(issues: z.core.$ZodIssue[]) {
    super('validation');
    this.issues = issues;
  }
}

/** Validates with zod and keeps the raw issues, so messages are written in the request's language later. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues) };
  };

const ZOD_LOCALES: Record<Locale, () => { localeError: z.core.$ZodErrorMap }> = {
  'pt-BR': z.locales.pt,
  en: z.locales.en,
  fr: z.locales.fr,
  ar: z.locales.ar,
};

function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  if (isMessageCode(issue.message)) return translate(issue.message, locale);
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined)
    return translate('required', locale);
  if (issue.code === 'invalid_format' && issue.format === 'email') return translate('invalid_email', locale);
  const out = ZOD_LOCALES[locale]().localeError(issue as never);
  return typeof out === 'string' ? out : (out?.message ?? issue.message);
}

function fieldErrors(issues: z.core.$ZodIssue[], locale: Locale) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    (fields[key] ??= []).push(issueMessage(issue, locale));
  }
  return fields;
}

/** Errors Fastify and its plugins raise before a handler runs, by their code. */
const KNOWN_ERRORS: Record<string, { status: number; code: MessageCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long' },
  FST_ERR_BAD_URL: { status: 400, code: 'validation' },
};

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter over 100 characters):
 * answered in the common shape instead of Fastify's own.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = pickLocale(request.headers['accept-language']);
  const known = KNOWN_ERRORS[error.code] ?? { status: 400, code: 'validation' };
  return reply.code(known.status).header('cache-control', 'no-store').send(body(known.code, locale));
}

/** The common error body; bad input always names its fields, even when none is to blame. */
const body = (code: MessageCode, locale: Locale) => ({
  detail: translate(code, locale),
  code,
  ...(code === 'validation' ? { fields: {} } : {}),
});

export function installErrorHandling(app: App) {
  app.setValidatorCompiler(validatorCompiler);

  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    if (error instanceof AppError) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([k, codes]) => [k, codes.map((c) => translate(c, locale))]),
          )
        : undefined;
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({
          ...error.body,
          detail: translate(error.code, locale, error.params),
          code: error.code,
          fields,
        });
    }
    if (error instanceof RequestValidationError || (error as FastifyError).validation) {
      const issues = error instanceof RequestValidationError ? error.issues : [];
      return reply.code(400).send({
        detail: translate('validation', locale),
        code: 'validation',
        fields: fieldErrors(issues, locale),
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: translate('service_unavailable', locale), code: 'service_unavailable' });
    }
    const known = KNOWN_ERRORS[(error as FastifyError).code ?? ''];
    const status = known?.status ?? (error as FastifyError).statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code: MessageCode =
      known?.code ?? (status === 404 ? 'not_found' : status >= 500 ? 'internal' : 'validation');
    // An unexpected failure names its request: the code a person passes on finds the logged error.
    const answer =
      code === 'internal'
        ? {
            detail: translate('internal_reference', locale, { reference: request.id }),
            code,
            request_id: request.id,
          }
        : body(code, locale);
    return reply.code(status >= 400 ? status : 500).send(answer);
  });

  app.setNotFoundHandler((request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    reply.code(404).send({ detail: translate('not_found', locale), code: 'not_found' });
  });
}
