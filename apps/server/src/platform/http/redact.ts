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
/**
 * A one-time credential carried as a link's query value (`?token=…`, `&code=…`, `api_key%3D…` inside an
 * encoded link): reset, verification and invitation links, wherever their text lands. The name is kept.
 */
const TOKEN_PARAM = 'token|code|key|secret|signature|sig|otp|nonce|pass(?:word|wd)?';
/** Also a PostgreSQL regular expression (`\1` for `$1`), for searches that must not match a token. */
export const LINK_TOKEN_PATTERN = `((?:${TOKEN_PARAM})(?:=|%3D))(?:[\\w.~+/=-]|%(?!26|23)[\\da-f]{2})+`;
const LINK_TOKEN = new RegExp(LINK_TOKEN_PATTERN, 'gi');
const TOKEN_PARAM_NAME = new RegExp(`(?:${TOKEN_PARAM})$`, 'i');
/** Any secret name's stem, anywhere: only a member whose name holds one can need redacting by name. */
const SECRET_STEM =
  /pass|token|secret|api[-_]?key|signature|cookie|authori[sz]ation|refresh|cpf|cnpj|sec-websocket/gi;
/** From a JSON string's opening quote: the string, and when it is a member's name, the colon and a value. */
const STRING_AT = /"(?:[^"\\]|\\.)*"/y;
const MEMBER_AT = /"((?:[^"\\]|\\.)*)"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)/y;
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

/** `text` with the values of token-like link parameters replaced, and nothing else changed. */
export const redactLinkTokens = (text: string) => text.replace(LINK_TOKEN, `$1${REDACTED}`);

function redactText(text: string): string {
  if (cleanTexts.has(text)) return text;
  const out = redactLinkTokens(text.replace(SECRET_TEXT, REDACTED));
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
 * `value` with what sits under secret names replaced and token-like link parameters masked in its text,
 * looking into plain objects and arrays only (a request, an error or a buffer is left to its own
 * serializer), and copying only what holds a secret: the logger runs every line through it, and most lines
 * hold none.
 */
export function redactByName(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactLinkTokens(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = redactByName(value[i], depth + 1);
      if (item !== value[i]) (copy ??= [...value])[i] = item;
    }
    return copy ?? value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const item = isSecretName(key) ? REDACTED : redactByName(record[key], depth + 1);
    if (item !== record[key]) (copy ??= { ...record })[key] = item;
  }
  return copy ?? value;
}

/**
 * Headers redacted into flat name, value pairs (the layout of Node's `rawHeaders`, which it also takes):
 * one array per request instead of an object and its copies, since the recorder keeps every answer's.
 */
export function redactHeaders(headers: readonly string[] | Record<string, unknown>): string[] {
  const out: string[] = [];
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    out.push(name, isSecretName(name) ? REDACTED : redactText(text));
  };
  if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) add(headers[i], headers[i + 1]);
  else for (const name in headers) add(name, (headers as Record<string, unknown>)[name]);
  return out;
}

/**
 * JSON text redacted without parsing it: members under secret names get `[redacted]` (an object or array
 * under such a name keeps its members, each judged by its own name), and secrets inside text are masked.
 * The recorder keeps response bodies through this: it costs a scan, not a parse and a copy.
 */
export function redactJsonText(text: string): string {
  const masked = redactText(text);
  let out = '';
  let copied = 0;
  SECRET_STEM.lastIndex = 0;
  for (let stem = SECRET_STEM.exec(masked); stem; stem = SECRET_STEM.exec(masked)) {
    const open = openingQuote(masked, stem.index);
    if (open < 0) continue;
    MEMBER_AT.lastIndex = open;
    const member = MEMBER_AT.exec(masked);
    if (member && isSecretName(member[1]!)) {
      out += `${masked.slice(copied, open)}"${member[1]}"${member[2]}"${REDACTED}"`;
      copied = MEMBER_AT.lastIndex;
    }
    // Each string is judged once, whatever number of stems it holds: the scan stays linear.
    STRING_AT.lastIndex = open;
    SECRET_STEM.lastIndex = member
      ? MEMBER_AT.lastIndex
      : STRING_AT.exec(masked)
        ? STRING_AT.lastIndex
        : stem.index + 1;
  }
  return copied ? out + masked.slice(copied) : masked;
}

/** Where the JSON string holding `at` opens: the nearest quote before it that no backslash escapes. */
function openingQuote(text: string, at: number): number {
  for (let quote = text.lastIndexOf('"', at); quote >= 0; quote = text.lastIndexOf('"', quote - 1)) {
    let slashes = 0;
    while (text.charCodeAt(quote - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return quote;
  }
  return -1;
}

/** A path with its query string's secret parameters (`?token=…`) and text replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return redactText(url);
  const params = new URLSearchParams(url.slice(at + 1));
  const safe = [...params].map(([key, value]): [string, string] => [
    key,
    SECRET_NAME.test(key) || TOKEN_PARAM_NAME.test(key) ? REDACTED : redactText(value),
  ]);
  return `${redactText(url.slice(0, at))}?${new URLSearchParams(safe).toString()}`;
}

/** What may leave whole for an outside service besides what `redact` keeps: e-mail addresses, when allowed. */
export interface PersonalDataOptions {
  email: boolean;
}

/**
 * A CNPJ or a CPF, formatted or as bare digits (not inside a longer number or a decimal); an e-mail address;
 * a phone number written with its hyphen, with or without area and country codes.
 */
const PERSONAL =
  /(?<![\d.])(\d{2})\.?(\d{3})\.?(\d{3})\/?(\d{4})-?(\d{2})(?![\d]|[.,]\d)|(?<![\d.])(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})(?![\d]|[.,]\d)|([\w.+-])[\w.+-]*(@[\w-]+(?:\.[\w-]+)+)|(?:\+\d{1,3}\s?)?(?:\(\d{2}\)\s?|\b\d{2}\s)?\b9?\d{4}-\d{2}(\d{2})\b/g;

function maskPersonal(text: string, options: PersonalDataOptions): string {
  return text.replace(PERSONAL, (whole, ...g: (string | undefined)[]) => {
    if (g[0] !== undefined) return `${g[0]}.***.***/****-**`;
    if (g[5] !== undefined) return `***.${g[6]}.${g[7]}-**`;
    if (g[9] !== undefined) return options.email ? whole : `${g[9]}***${g[10]}`;
    return `${whole.slice(0, -2).replace(/\d/g, '*')}${g[11]}`;
  });
}

/**
 * A copy of `value` fit to leave for an outside service (the agent's model provider): what `redact` hides,
 * and personal data in any text masked: CPF and CNPJ (a CPF keeps its middle digits, as gov.br shows it),
 * phone numbers (their last two digits kept) and, unless allowed, e-mail addresses (their first letter and
 * domain kept).
 */
export function redactPersonal(value: unknown, options: PersonalDataOptions, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonal(redactText(value), options);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactPersonal(item, options, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretName(key) ? REDACTED : redactPersonal(item, options, depth + 1),
    ]),
  );
}
