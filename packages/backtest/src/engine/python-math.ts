/**
 * Python's float floor division `a // b`. It differs from `Math.floor(a / b)` when the quotient
 * rounds up to an integer (e.g. `1 // 0.1 == 9`); position sizing depends on it for parity.
 */
export function floorDiv(a: number, b: number): number {
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
