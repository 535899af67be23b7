// CPU cost of streaming secret masking (SecretMasker): a stage with SECRETS secret-named variables
// (random 40-character tokens, and one 3 KiB private key when KEY=1) printing MIB MiB of JSON lines
// in CHUNK-byte chunks. Prints the median CPU time (user+sys) of REPS runs.
// node --import ./scripts/register-ts.mjs bench/masking.ts   (env: SECRETS MIB CHUNK REPS KEY)
import { randomBytes } from 'node:crypto';
import { SecretMasker, secretValues } from '../src/core/steps/process/transcript.js';

const secrets = Number(process.env.SECRETS ?? 30);
const mib = Number(process.env.MIB ?? 5);
const chunk = Number(process.env.CHUNK ?? 64);
const reps = Number(process.env.REPS ?? 3);
const env: Record<string, string> = {};
for (let i = 0; i < secrets; i++) env[`SECRET_${i}_TOKEN`] = randomBytes(30).toString('base64');
if (process.env.KEY === '1') {
  const body = randomBytes(2400).toString('base64').replace(/(.{70})/g, '$1\n');
  env.SSH_PRIVATE_KEY = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body}\n-----END OPENSSH PRIVATE KEY-----\n`;
}
const values = secretValues(env);
const lines: string[] = [];
let size = 0;
for (let i = 0; size < mib * 1024 * 1024; i++) {
  const line = JSON.stringify({ type: 'tool_result', id: i, content: `line ${i} ${randomBytes(24).toString('base64')} path/to/file.ts:${i}` }) + '\n';
  lines.push(line);
  size += line.length;
}
const text = Buffer.from(lines.join(''));
const times: number[] = [];
let outBytes = 0;
for (let r = 0; r < reps; r++) {
  const start = process.cpuUsage();
  const masker = new SecretMasker(values);
  outBytes = 0;
  for (let at = 0; at < text.length; at += chunk) outBytes += masker.push(text.subarray(at, at + chunk)).length;
  outBytes += masker.end().length;
  const used = process.cpuUsage(start);
  times.push((used.user + used.system) / 1000);
}
times.sort((a, b) => a - b);
console.log(`${secrets} secrets${process.env.KEY === '1' ? ' + key' : ''}, ${(text.length / 1048576).toFixed(1)} MiB in ${chunk}-byte chunks: median CPU ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')}; out ${outBytes} bytes)`);
