export function assertNumber(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new TypeError(`${name} must be a number, got ${value === null ? 'null' : typeof value}`);
  }
}

export function assertNonNegativeInteger(value: unknown, name: string): asserts value is number {
  assertNumber(value, name);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
  }
}

export function assertInteger(value: unknown, name: string): asserts value is number {
  assertNumber(value, name);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

export function assertRange(value: unknown, name: string, min: number, max: number): asserts value is number {
  assertNumber(value, name);
  if (!(value >= min && value <= max)) {
    throw new RangeError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
}

export function assertOneOf<T extends string>(
  value: unknown,
  name: string,
  allowed: readonly T[],
): asserts value is T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new TypeError(`${name} must be one of ${allowed.join(', ')}, got ${String(value)}`);
  }
}

export function assertArray(value: unknown, name: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${name} must be an array`);
}
