// Kill a process and all its descendants. Stage processes share the runner's process group
// (so killing the runner's group, as Ctrl-C or a CI cancel does, takes them along); a timeout
// therefore cannot kill by group and walks the tree instead (/proc on Linux).
import { readdirSync, readFileSync } from 'node:fs';

function childrenMap(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return map;
  }
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Field 4 (ppid) follows the ")" that ends the command name, which may contain spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!map.has(ppid)) map.set(ppid, []);
      map.get(ppid)!.push(Number(name));
    } catch {
      /* the process ended while we looked */
    }
  }
  return map;
}

export function descendantsOf(pid: number): number[] {
  const children = childrenMap();
  const out: number[] = [];
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const child of children.get(current) ?? []) {
      out.push(child);
      stack.push(child);
    }
  }
  return out;
}

export function killTree(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  // Freeze the tree before looking at it: a stopped process cannot start another, so nothing is
  // born between the look and the kill (a child started in that gap used to escape, orphaned).
  // Stop the parent, then every descendant found, and look again until a look finds no one new.
  const frozen = [pid];
  signalProcess(pid, 'SIGSTOP');
  for (let fresh = [pid]; fresh.length > 0; ) {
    fresh = descendantsOf(pid).filter((p) => !frozen.includes(p));
    for (const p of fresh) {
      frozen.push(p);
      signalProcess(p, 'SIGSTOP');
    }
  }
  for (const p of frozen) signalProcess(p, signal);
  // A signal other than SIGKILL waits for a stopped process to run again.
  if (signal !== 'SIGKILL') for (const p of frozen) signalProcess(p, 'SIGCONT');
}

function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}
