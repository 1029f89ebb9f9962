export const REDACTED = '[redacted]';

/**
 * Names of fields and headers whose values are secret or personal: passwords, tokens, secrets, API keys,
 * signatures, cookies, authorization and the CPF/CNPJ document (`cpf`, `cpf_cnpj`, `cnpj`…).
 */
const SECRET_NAME =
  /pass(word|wd)?|token|secret|api[-_]?key|signature|cookie|authori[sz]ation|^refresh$|cpf|cnpj|sec-websocket-protocol/i;
/** Secrets and documents inside free text: a JWT, a formatted CPF or CNPJ, a bearer credential. One pass. */
const SECRET_TEXT =
  /eyJ[\w-]+\.[\w-]+\.[\w-]+|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b|\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b|\b(?:Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** A JSON member: its name, the colon, and a value that is a string, number or literal. */
const JSON_MEMBER = /"((?:[^"\\]|\\.)*)"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)/g;
/** Any secret name's stem, anywhere: text without one has no member to redact by name. */
const SECRET_STEM =
  /pass|token|secret|api[-_]?key|signature|cookie|authori[sz]ation|refresh|cpf|cnpj|sec-websocket/i;
const MAX_DEPTH = 12;

/**
 * Names and short texts repeat from request to request (the security headers on every answer): the recorder
 * remembers, up to a bound, which names are secret and which texts hold no secret, so it scans each once.
 * A text that held a secret is never remembered: the memory holds nothing the redaction would hide.
 */
const cleanTexts = new Set<string>();
const secretNames = new Map<string, boolean>();
const REMEMBER = { entries: 2000, chars: 512 };

const remember = <T>(store: { size: number; clear(): void }, add: () => T) => {
  if (store.size >= REMEMBER.entries) store.clear();
  return add();
};

function redactText(text: string): string {
  if (cleanTexts.has(text)) return text;
  const out = text.replace(SECRET_TEXT, REDACTED);
  if (out === text && text.length <= REMEMBER.chars) remember(cleanTexts, () => cleanTexts.add(text));
  return out;
}

function isSecretName(name: string): boolean {
  let secret = secretNames.get(name);
  if (secret === undefined) {
    secret = SECRET_NAME.test(name);
    remember(secretNames, () => secretNames.set(name, secret!));
  }
  return secret;
}

/**
 * A copy of `value` that is safe to keep and show: values under secret names are replaced whole, secrets
 * found inside text are masked, and a query string's secret parameters too. The developer tools store
 * requests through this one function, so a password never reaches their buffer.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSecretName(key) ? REDACTED : redact(item, depth + 1)]),
  );
}

/**
 * JSON text redacted without parsing it: members under secret names get `[redacted]` (an object or array
 * under such a name keeps its members, each judged by its own name), and secrets inside text are masked.
 * The recorder keeps response bodies through this: it costs a scan, not a parse and a copy.
 */
export function redactJsonText(text: string): string {
  const masked = redactText(text);
  if (!SECRET_STEM.test(masked)) return masked;
  return masked.replace(JSON_MEMBER, (member, name: string, colon: string) =>
    isSecretName(name) ? `"${name}"${colon}"${REDACTED}"` : member,
  );
}

/** A path with its query string's secret parameters (`?token=…`) and text replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return redactText(url);
  const params = new URLSearchParams(url.slice(at + 1));
  const safe = [...params].map(([key, value]): [string, string] => [
    key,
    SECRET_NAME.test(key) ? REDACTED : redactText(value),
  ]);
  return `${redactText(url.slice(0, at))}?${new URLSearchParams(safe).toString()}`;
}
