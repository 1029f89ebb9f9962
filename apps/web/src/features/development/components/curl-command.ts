import type { RecordedRequest } from '@alvorada/contracts';

const REDACTED = '[redacted]';
/** Headers curl sets itself or that describe the connection, not the request. */
const LEFT_OUT = new Set(['host', 'content-length', 'connection', 'accept-encoding', 'transfer-encoding']);

/** A shell word in single quotes: nothing inside is expanded. */
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * The recorded request as a curl command to run again, secrets left out: a header the recorder redacted
 * (authorization, cookie, an API key…) is dropped rather than sent as "[redacted]", and the body is there
 * only when the reader may see it (and holds none of the redacted values either).
 */
export function curlCommand(r: RecordedRequest, origin: string): string {
  const headers = Object.entries((r.request_headers ?? {}) as Record<string, string>).filter(
    ([name, value]) => !LEFT_OUT.has(name) && !String(value).includes(REDACTED),
  );
  const body =
    r.bodies_hidden || r.request_body === null
      ? null
      : typeof r.request_body === 'string'
        ? r.request_body
        : JSON.stringify(r.request_body);
  return [
    `curl -X ${r.method} ${quoted(origin + r.url)}`,
    ...headers.map(([name, value]) => `-H ${quoted(`${name}: ${value}`)}`),
    ...(body !== null && !body.includes(REDACTED) ? [`--data-raw ${quoted(body)}`] : []),
  ].join(' \\\n  ');
}
