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
  // Stop the parent first so it cannot spawn more, then every descendant found.
  const descendants = descendantsOf(pid);
  for (const p of [pid, ...descendants]) {
    try {
      process.kill(p, signal);
    } catch {
      /* already gone */
    }
  }
}
