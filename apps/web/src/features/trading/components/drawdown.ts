/** The fall from the highest equity so far, as a percentage (0 at a new high, −12.5 twelve and a half below). */
export function drawdownOf(equity: readonly number[]) {
  let peak = -Infinity;
  return equity.map((value) => {
    peak = Math.max(peak, value);
    return peak > 0 ? (value / peak - 1) * 100 : 0;
  });
}
