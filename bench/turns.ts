// Targets that autocannon drives in turns, round after round, so that a change in the machine's load touches
// them all alike.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

type Target = Pick<autocannon.Options, 'url' | 'headers'>;

const throughput = (name: string, r: autocannon.Result) =>
  `${name} ${Math.round(r.requests.average)}/s p99 ${r.latency.p99} ms`;

/**
 * Drives each target for 3 s to warm up, then `rounds` rounds of `seconds` per target, printing a line per
 * round (`describe` of each target: its throughput and p99 unless told otherwise). Answers every round's
 * results and the load average before the first round and after each.
 */
export async function takeTurns<Name extends string>(
  targets: Record<Name, Target>,
  options: {
    rounds: number;
    seconds: number;
    connections: number;
    /** A round's order of the targets; by default the order `targets` lists them in. */
    order?: (round: number) => Name[];
    describe?: (name: Name, result: autocannon.Result) => string;
  },
) {
  const names = Object.keys(targets) as Name[];
  const { order = () => names, describe = throughput, connections } = options;
  const run = (name: Name, duration: number) => autocannon({ ...targets[name], connections, duration });

  for (const name of names) await run(name, 3);
  const loads = [loadavg()[0]!];
  const rounds: Record<Name, autocannon.Result>[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const results = {} as Record<Name, autocannon.Result>;
    for (const name of order(round)) results[name] = await run(name, options.seconds);
    rounds.push(results);
    loads.push(loadavg()[0]!);
    console.log(
      `round ${round + 1}: ${order(round)
        .map((name) => describe(name, results[name]))
        .join('; ')}`,
    );
  }
  return { rounds, loads };
}
