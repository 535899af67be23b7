// An aiox step whose agent is a placeholder no aiox code fills (`agent: "{specialist}"`,
// `"{target_name}-chief"`): run-workflow-engine.md ("Agent file not found") lists the agents and
// asks the user to choose, a choice an LLM makes there. Here the run asks: a shell stage
// `<id>_agent` in front of the step reports one of three statuses —
//   AGENT_QUESTION -> ASK: the run stops WORKFLOW_ANSWER_REQUIRED with the question (the persona
//                     files it found), and `run --answer` runs the stage again with the answer;
//   AGENT_CHOSEN   -> the step, whose prompt names the chosen agent and its persona file
//                     (`steps.<id>_agent.gate.agent`, `.persona`);
//   NO_AGENT       -> where the step goes when skipped (its on_skip, else its next): the answer
//                     none, skip, no or false (any case). Never an agent named false. Its gate's
//                     `reason` is what the run's `not run:` list says (run/not-run.ts).
// Both record the gate fields `answer` (the agent id, or none) and `seq` (the visits of every
// question for that input so far: the run's latest answer has the highest): a condition of another
// step naming the placeholder's input reads the latest answer (translate.ts answeredBefore).
// An answer is an agent id only when it is a name (letters, digits, `.`, `_`, `-`; no `..`: no
// path, no line break) whose persona file exists (the squad's, else aiox's); any other answer is
// asked again, saying why (a visit answers at most 3 questions: WORKFLOW_BLOCKED_QUESTION_LIMIT).
// A persona file counts only where it resolves inside the workspace and outside its .git folder (a
// symbolic link, or an agents folder that is one, leading to ~/.ssh/id_rsa or .git/config would
// have the agent read that): such a file is neither offered nor taken, and the answer is asked again.
// The input of the placeholder's name, given up front (`specialist=copywriter`), answers every such
// step without a question. The answer, the input and the folders reach the script through its
// environment (stage inputs, STAGEGATE_ANSWER): the script text is the same for every step.
import type { Step } from './decisions.js';
import { coreHome, DEFAULT_CORE } from './agents.js';
import { neutral } from './prompt.js';

export const AGENT_CHOSEN = 'AGENT_CHOSEN';
export const NO_AGENT = 'NO_AGENT';
export const AGENT_QUESTION = 'AGENT_QUESTION';

/** The words that answer "no agent": the step is skipped. */
export const NO_AGENT_ANSWERS = ['none', 'skip', 'no', 'false'] as const;

const SCRIPT = `# aiox: which agent runs this step? The answer (run --answer), else the input given up front.
a=\${STAGEGATE_ANSWER-\${STAGEGATE_INPUT_AIOX_GIVEN-}}
a=\${a#"\${a%%[![:space:]]*}"}
a=\${a%"\${a##*[![:space:]]}"}
step=$STAGEGATE_INPUT_AIOX_STEP
what="\${STAGEGATE_INPUT_AIOX_ACTION:+$STAGEGATE_INPUT_AIOX_ACTION; }the workflow names it $STAGEGATE_INPUT_AIOX_PLACEHOLDER"
pre=\${STAGEGATE_INPUT_AIOX_PREFIX-}
suf=\${STAGEGATE_INPUT_AIOX_SUFFIX-}
ok='^[A-Za-z0-9][A-Za-z0-9._-]*$'
# seq: the visits of every question for this input so far, this one's included: the latest answer has the highest.
seq=0
for v in \${STAGEGATE_INPUT_AIOX_SEQ-}; do
  case $v in ''|*[!0-9]*) ;; *) seq=$((seq + v)) ;; esac
done
ws=$(cd -P -- "$STAGEGATE_WORKSPACE" && pwd -P)
# Whether a persona file resolves (links followed) inside the workspace, not in a .git folder: its
# folder by cd -P (POSIX, as ws above; no realpath, which not every runner has), a link by readlink.
inside() {
  local f=$1 d n t r i=0
  while :; do
    d=$(cd -P -- "$(dirname -- "$f")" 2>/dev/null && pwd -P) || return 1
    n=\${f##*/}
    [ -L "$d/$n" ] || break
    i=$((i + 1))
    [ "$i" -le 40 ] || return 1
    t=$(readlink -- "$d/$n") || return 1
    case $t in /*) f=$t ;; *) f=$d/$t ;; esac
  done
  r=$d/$n
  case $r in "$ws"/*) ;; *) return 1 ;; esac
  r=$(printf '%s' "/\${r#"$ws"/}/" | tr '[:upper:]' '[:lower:]')
  case $r in */.git/*) return 1 ;; esac
}
why=
if [ -n "$a" ]; then
  case $a in
    [Nn][Oo][Nn][Ee]|[Ss][Kk][Ii][Pp]|[Nn][Oo]|[Ff][Aa][Ll][Ss][Ee])
      printf 'aiox step %s: no agent (answer: %s), the step is skipped\\n' "$step" "$a" >"$STAGEGATE_OUTPUT"
      exec "$STAGEGATE_BIN" gate NO_AGENT --set answer=none --set "seq=$seq" --set "reason=step $step skipped: the answer to which agent runs it ($STAGEGATE_INPUT_AIOX_PLACEHOLDER) was '$a'" ;;
  esac
  if [[ $a =~ $ok && $a != *..* ]]; then
    id=$pre$a$suf
    files=
    for dir in $STAGEGATE_INPUT_AIOX_AGENTS; do
      if [ -f "$dir/$id.md" ] && ! inside "$dir/$id.md"; then
        why="@$id's persona file $dir/$id.md leads out of the workspace or into its .git folder (a symbolic link): it is not read. "
        break
      fi
      if [ -f "$dir/$id.md" ]; then
        printf 'aiox step %s: agent @%s, persona file %s\\n' "$step" "$id" "$dir/$id.md" >"$STAGEGATE_OUTPUT"
        exec "$STAGEGATE_BIN" gate AGENT_CHOSEN --set "agent=@$id" --set "persona=$dir/$id.md" --set "answer=$a" --set "seq=$seq"
      fi
      files="\${files:+$files, }$dir/$id.md"
    done
    [ -n "$why" ] || why="@$id has no persona file ($files). "
  else
    why='That answer is no agent id (letters, digits, dots, dashes and underscores: no path, no line break). '
  fi
fi
known=
for dir in $STAGEGATE_INPUT_AIOX_AGENTS; do
  for f in "$dir/$pre"*"$suf.md"; do
    n=\${f##*/}
    n=\${n%.md}
    n=\${n#"$pre"}
    n=\${n%"$suf"}
    if [ -f "$f" ] && [[ $n =~ $ok && $n != *..* ]] && inside "$f"; then
      case " $known " in *" $n "*) ;; *) known="$known $n" ;; esac
    fi
  done
done
if [ -n "$known" ]; then
  known=\${known# }
  q="\${why}Which agent runs aiox step $step ($what)? Answer what fills $STAGEGATE_INPUT_AIOX_PLACEHOLDER, one of: \${known// /, }; or none to skip the step."
else
  q="\${why}Which agent runs aiox step $step ($what)? No persona file for it is in $STAGEGATE_INPUT_AIOX_AGENTS: add one and answer what fills $STAGEGATE_INPUT_AIOX_PLACEHOLDER, or answer none to skip the step."
fi
printf 'aiox step %s: asked which agent runs it\\n' "$step" >"$STAGEGATE_OUTPUT"
exec "$STAGEGATE_BIN" gate AGENT_QUESTION --set "question=$q"
`;

export interface AskAgentParts {
  /** The aiox step's id as written (or its native id when it has none). */
  stepId: string;
  /** What the step does (its action, task or description), for the person who answers; may be absent. */
  action: string | undefined;
  /** The agent as written: `{specialist}`, `{target_name}-chief`. */
  placeholder: string;
  /** The workflow input of the placeholder's name: given up front, it answers without a question. */
  input: string;
  prefix: string;
  suffix: string;
  squad: string | undefined;
  /** The install's core folder (`.aiox-core`, `.aios-core` …: agents.ts coreOf). */
  core: string;
  /** The workflow's native name: the stage's report lives beside its state. */
  workflowName: string;
  /** Every stage asking for the same input (this one among them): their visits, summed, order the answers (`seq`). */
  questions: string[];
  /** Where AGENT_CHOSEN and NO_AGENT go. */
  chosen: string;
  none: string;
}

/** The folders a persona file may be in, the squad's first (agents.ts agentFiles); `core` is the install's core folder (coreOf). */
export function agentFolders(squad: string | undefined, core: string = DEFAULT_CORE): string[] {
  const coreAgents = `${coreHome(core)}/agents`;
  return squad === undefined ? [coreAgents] : [`squads/${squad}/agents`, coreAgents];
}

/** A question is one line: the action's first line, at most 80 characters. */
function oneLine(text: string): string {
  const first = text.trim().split(/\r?\n/)[0]!.trim();
  return first.length > 80 ? `${first.slice(0, 77)}...` : first;
}

export function askAgentStep(askId: string, p: AskAgentParts): Step {
  return {
    description: `asks which agent runs aiox step '${p.stepId}' (agent: ${p.placeholder}): an agent id with a persona file runs it, none skips it`,
    run: SCRIPT,
    inputs: {
      aiox_step: neutral(p.stepId),
      ...(p.action !== undefined ? { aiox_action: neutral(oneLine(p.action)) } : {}),
      aiox_placeholder: neutral(p.placeholder),
      aiox_given: `{{${p.input}}}`,
      aiox_prefix: p.prefix,
      aiox_suffix: p.suffix,
      aiox_agents: agentFolders(p.squad, p.core).join(' '),
      aiox_seq: p.questions.map((q) => `{{steps.${q}.visits}}`).join(' '),
    },
    output: `.stagegate/aiox/${p.workflowName}/{{run_id}}/${askId}.md`,
    statuses: { [AGENT_CHOSEN]: p.chosen, [NO_AGENT]: p.none, [AGENT_QUESTION]: 'ASK' },
  };
}
