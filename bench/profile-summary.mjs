// Summarise a V8 .cpuprofile (from `node --cpu-prof`): self time per function and inclusive
// time of chosen functions, so a profile can be read in a terminal and quoted in a report.
//
// usage: node bench/profile-summary.mjs <file.cpuprofile> [--top 25] [--inclusive name1,name2,...]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args[0];
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile> [--top N] [--inclusive f1,f2]');
  process.exit(2);
}
const top = Number(args[args.indexOf('--top') + 1]) || 25;
const inclusiveNames = args.includes('--inclusive') ? args[args.indexOf('--inclusive') + 1].split(',') : [];

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node from the sample stream.
const selfUs = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
}
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const label = (n) => {
  const f = n.callFrame;
  const url = f.url ? f.url.replace(/^file:\/\//, '').split('/').slice(-2).join('/') : '';
  return `${f.functionName || '(anonymous)'} ${url}${url ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
};

const selfByLabel = new Map();
for (const [id, us] of selfUs) {
  const key = label(byId.get(id));
  selfByLabel.set(key, (selfByLabel.get(key) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
const ms = (us) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
console.log(`profile ${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log(`\nself time, top ${top}:`);
for (const [key, us] of [...selfByLabel].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)} ${pct(us)}  ${key}`);

// Inclusive time: samples whose stack contains a frame with that function name (counted once).
if (inclusiveNames.length > 0) {
  console.log('\ninclusive time (samples with the function anywhere on the stack):');
  for (const name of inclusiveNames) {
    let us = 0;
    for (const [id, t] of selfUs) {
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        if (byId.get(cur).callFrame.functionName === name) {
          us += t;
          break;
        }
      }
    }
    console.log(`${ms(us)} ${pct(us)}  ${name}`);
  }
}
