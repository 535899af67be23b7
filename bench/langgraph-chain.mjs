// B1 (c): the same chain of N trivial shell stages, run by LangGraph JS with its durable SQLite
// checkpointer. Each node spawns exactly the stage command stagegate spawns (bash -c <script>,
// same STAGEGATE_* environment), waits for it, then reads the tail of the declared output and
// checks its WORKFLOW_GATE block (workflow, step, artifact, status), as a user of LangGraph
// would have to write by hand. State: the completed list and the last gate, checkpointed
// synchronously after every node (durability "sync": the next node starts only after the
// checkpoint is committed, the guarantee stagegate gives).
//
// usage: node bench/langgraph-chain.mjs <workspace> <stages.json>
//   stages.json: { "workflow", "script", "shellArgs": [...], "db": sqlite path, "stages": [{ "id", "artifact" }] }
//   (artifact: workspace-relative output path)
// prints one JSON line: { ok, stages, compile_ms, invoke_ms }
import { spawn } from 'node:child_process';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Annotation, END, START, StateGraph } from '@langchain/langgraph';
import { SqliteSaver } from '@langchain/langgraph-checkpoint-sqlite';

const [workspace, specPath] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(specPath, 'utf8'));
const t0 = performance.now();

const GATE_WINDOW = 64 * 1024;
function readTail(path) {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const start = Math.max(0, size - GATE_WINDOW);
    const buf = Buffer.alloc(size - start);
    readSync(fd, buf, 0, buf.length, start);
    return buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** A minimal gate check: the block is last, its keys are present and match. */
function checkGate(text, expected) {
  const lines = text.replace(/\r\n?/g, '\n').trimEnd().split('\n');
  const h = lines.lastIndexOf('WORKFLOW_GATE:');
  if (h < 0) throw new Error(`${expected.artifact}: no WORKFLOW_GATE block`);
  const gate = {};
  for (const line of lines.slice(h + 1)) {
    const m = /^\s+([a-z_]+):\s*(.*)$/.exec(line);
    if (!m) throw new Error(`${expected.artifact}: text after the WORKFLOW_GATE block`);
    gate[m[1]] = m[2];
  }
  for (const k of ['workflow', 'step', 'artifact']) {
    if (gate[k] !== expected[k]) throw new Error(`${expected.artifact}: gate ${k} is ${gate[k]}, expected ${expected[k]}`);
  }
  if (gate.status !== 'OK') throw new Error(`${expected.artifact}: status ${gate.status} is not routed`);
  return gate;
}

function runStage(stage) {
  const env = {
    ...process.env,
    STAGEGATE_WORKFLOW: spec.workflow,
    STAGEGATE_STEP: stage.id,
    STAGEGATE_OUTPUT: join(workspace, stage.artifact),
    STAGEGATE_ARTIFACT: stage.artifact,
    STAGEGATE_VISIT: '1',
    STAGEGATE_ATTEMPT: '1',
  };
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [...spec.shellArgs, spec.script, `stage:${stage.id}`], { cwd: workspace, env, stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`stage ${stage.id} exited ${code}`))));
  });
}

const State = Annotation.Root({
  completed: Annotation({ reducer: (a, b) => a.concat(b), default: () => [] }),
  last_gate: Annotation({ reducer: (_a, b) => b, default: () => null }),
});

const graph = new StateGraph(State);
for (const stage of spec.stages) {
  mkdirSync(dirname(join(workspace, stage.artifact)), { recursive: true });
  graph.addNode(stage.id, async () => {
    await runStage(stage);
    const gate = checkGate(readTail(join(workspace, stage.artifact)), { workflow: spec.workflow, step: stage.id, artifact: stage.artifact });
    return { completed: [stage.id], last_gate: gate };
  });
}
graph.addEdge(START, spec.stages[0].id);
for (let i = 0; i + 1 < spec.stages.length; i++) graph.addEdge(spec.stages[i].id, spec.stages[i + 1].id);
graph.addEdge(spec.stages[spec.stages.length - 1].id, END);

const checkpointer = SqliteSaver.fromConnString(join(workspace, spec.db));
const app = graph.compile({ checkpointer });
const t1 = performance.now();
const result = await app.invoke(
  {},
  { configurable: { thread_id: 'bench' }, recursionLimit: spec.stages.length + 10, durability: 'sync' },
);
const t2 = performance.now();
const ok = result.completed.length === spec.stages.length;
process.stdout.write(JSON.stringify({ ok, stages: result.completed.length, compile_ms: t1 - t0, invoke_ms: t2 - t1 }) + '\n');
process.exitCode = ok ? 0 : 1;
