import type { ChildProcess } from 'node:child_process';

/** In a bench's child: tell the CPU time used so far (µs) when asked, a figure the machine's other load hardly moves. */
export function answerCpuQueries(): void {
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpu: user + system });
    }
  });
}

/** In the bench: the CPU time (µs) a child running answerCpuQueries has used. */
export async function cpuOf(child: ChildProcess): Promise<number> {
  const reply = new Promise<number>((resolve) => {
    const listener = (message: unknown) => {
      if (typeof message === 'object' && message && 'cpu' in message) {
        child.off('message', listener);
        resolve((message as { cpu: number }).cpu);
      }
    };
    child.on('message', listener);
  });
  child.send('cpu');
  return reply;
}
