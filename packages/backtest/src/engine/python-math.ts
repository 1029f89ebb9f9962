/**
 * Python's float floor division `a // b`. It differs from `Math.floor(a / b)` when the quotient
 * rounds up to an integer (e.g. `1 // 0.1 == 9`); position sizing depends on it for parity.
 */
export function floorDiv(a: number, b: number): number {
  // A positive quotient below 2^30 is within 2^-23 of the exact one, so when its fraction is farther
  // than that from 0 and 1 both have the same floor, and the remainder (a slow fmod) is not needed.
  const q = a / b;
  if (q > 0 && q < 1_073_741_824) {
    const floored = Math.floor(q);
    const fraction = q - floored;
    if (fraction > 1e-6 && fraction < 1 - 1e-6) return floored;
  }
  return pythonFloorDiv(a, b);
}

/** Python's algorithm for `a // b` (floatobject.c): exact remainder, then rounding of the quotient. */
export function pythonFloorDiv(a: number, b: number): number {
  const mod = a % b;
  let div = (a - mod) / b;
  if (mod !== 0 && b < 0 !== mod < 0) div -= 1;
  if (div === 0) return 0 * (a / b);
  const floored = Math.floor(div);
  return div - floored > 0.5 ? floored + 1 : floored;
}

/** Python's `round(x)`: halves go to the even neighbour. */
export function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}
