import type { ApiTestAssertion, ApiTestRequest, ApiTestStepResult } from '@alvorada/contracts';
import { asText, readJsonPath } from './json-path.ts';

/** What sending one request answers. */
export interface Sent {
  status: number;
  body: unknown;
  durationMs: number;
  requestId: string | null;
}
export type Send = (method: string, url: string, body: unknown) => Promise<Sent>;

/** Variables every collection has: `{{base}}` is the API's root. */
export const BUILT_IN_VARIABLES = { base: '/api' };

const SHOWN_CHARS = 200;
const shown = (value: unknown) => (value === undefined ? null : asText(value).slice(0, SHOWN_CHARS));

class StepError extends Error {}

/** `{{name}}` replaced by the variable's value; a name nobody set stops the request. */
function fill(text: string, variables: Map<string, string>) {
  return text.replace(/\{\{\s*([A-Za-z_]\w*)\s*\}\}/g, (_, name: string) => {
    const value = variables.get(name);
    if (value === undefined) throw new StepError('variable_missing');
    return value;
  });
}

/** An assertion's outcome; the values it compares with may name variables too. */
function check(assertion: ApiTestAssertion, sent: Sent, variables: Map<string, string>) {
  switch (assertion.kind) {
    case 'status':
      return { passed: sent.status === assertion.equals, actual: String(sent.status) };
    case 'duration_below':
      return { passed: sent.durationMs < assertion.ms, actual: String(Math.round(sent.durationMs)) };
    case 'json_exists': {
      const found = readJsonPath(sent.body, assertion.path);
      return { passed: found !== undefined, actual: shown(found) };
    }
    case 'json_equals': {
      const found = readJsonPath(sent.body, assertion.path);
      const expected = fill(assertion.value, variables);
      return { passed: found !== undefined && asText(found) === expected, actual: shown(found) };
    }
    case 'json_contains': {
      const found = readJsonPath(sent.body, assertion.path);
      const expected = fill(assertion.value, variables);
      const passed =
        typeof found === 'string'
          ? found.includes(expected)
          : Array.isArray(found) && found.some((item) => asText(item) === expected);
      return { passed, actual: shown(found) };
    }
  }
}

/**
 * Runs a collection's requests in order through `send`: each one's path and body with the variables filled
 * in, its captures added to the variables for the requests after it, and its assertions checked. A request
 * that cannot be sent (a variable nobody set, a body that is not JSON, a path outside the API) fails with
 * the reason, and the run goes on.
 */
export async function runRequests(
  requests: ApiTestRequest[],
  variables: Record<string, string>,
  send: Send,
): Promise<ApiTestStepResult[]> {
  const known = new Map(Object.entries({ ...BUILT_IN_VARIABLES, ...variables }));
  const results: ApiTestStepResult[] = [];
  for (const request of requests) {
    const step = { name: request.name, method: request.method, url: request.path };
    try {
      const url = fill(request.path, known);
      step.url = url;
      if (!url.startsWith('/api/')) throw new StepError('path_outside_api');
      let body: unknown = undefined;
      if (request.body !== null && request.body.trim() !== '') {
        try {
          body = JSON.parse(fill(request.body, known));
        } catch (error) {
          throw error instanceof StepError ? error : new StepError('body_not_json');
        }
      }
      const sent = await send(request.method, url, body);
      for (const capture of request.captures) {
        const found = readJsonPath(sent.body, capture.path);
        if (found !== undefined) known.set(capture.name, asText(found));
      }
      const assertions = request.assertions.map((assertion) => ({
        assertion,
        ...check(assertion, sent, known),
      }));
      results.push({
        ...step,
        status: sent.status,
        duration_ms: sent.durationMs,
        request_id: sent.requestId,
        passed: assertions.every((a) => a.passed),
        error: null,
        assertions,
      });
    } catch (error) {
      if (!(error instanceof StepError)) throw error;
      results.push({
        ...step,
        status: null,
        duration_ms: 0,
        request_id: null,
        passed: false,
        error: error.message,
        assertions: [],
      });
    }
  }
  return results;
}
