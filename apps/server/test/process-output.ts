import type { ChildProcess } from 'node:child_process';

/**
 * What a child process writes on the streams it pipes, kept whole: `line(pattern, nth)` resolves with the
 * `nth` match (from 1) once it is there — `^` and `$` match at each line — or rejects, with the output,
 * once the process has exited without it.
 */
export function processOutput(child: ChildProcess) {
  let output = '';
  const waiting = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (data: Buffer) => {
      output += data.toString();
      for (const check of waiting) check();
    });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const line = (pattern: RegExp, nth = 1) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const everywhere = new RegExp(pattern, [...new Set(`${pattern.flags}gm`)].join(''));
      const check = () => {
        const found = [...output.matchAll(everywhere)][nth - 1];
        if (!found) return;
        waiting.delete(check);
        resolve(found);
      };
      waiting.add(check);
      check();
      void exited.then(() => reject(new Error(`the process exited: ${output}`)));
    });
  return { line, exited, text: () => output };
}
