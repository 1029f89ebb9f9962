/**
 * Polls until `probe` answers something truthy, and answers it. No count and no clock end the wait: on a slow
 * machine the condition comes later, and one that never comes is a hang the suite's safety net ends.
 */
export async function eventually<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
