// Every path the workflow names stays inside the workspace: state_path, outputs, prompts,
// skills, child workflows, foreach sources and phase workflows. Checked lexically (absolute,
// climbing out with ..) on the text and on the text with defaults substituted, and through
// symlinks: the literal prefix (up to the first placeholder) is resolved by Workspace. A path
// into a repository's .git folder is refused the same way (a workflow could plant hooks there).
import { placeholdersIn } from '../../model/placeholders.js';
import { GIT_DIR_WHY, WORKSPACE_NOTE, isGitDirName } from '../../workspace/workspace.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';

/** Why a path template leaves the workspace, lexically; undefined when it stays inside. */
export function templateEscapes(template: string): string | undefined {
  if (/^(\/|[A-Za-z]:[\\/]|\\\\|~\/)/.test(template.trim())) return 'it is an absolute path';
  let depth = 0;
  let git = false;
  for (const segment of template.replace(/\{\{[^}]*\}\}/g, 'x').split(/[\\/]+/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (--depth < 0) return "it climbs out with '..'";
    } else {
      depth++;
      if (isGitDirName(segment)) git = true;
    }
  }
  return git ? `it is inside ${GIT_DIR_WHY}` : undefined;
}

/** How a finding says a path is refused: into .git, or out of the workspace. */
function refusal(why: string): { verb: string; hint: string } {
  return why.endsWith(GIT_DIR_WHY)
    ? { verb: 'is refused', hint: 'A workflow never writes or reads inside .git (it could plant hooks or config there): use a workspace-relative path outside the .git folder.' }
    : { verb: 'leaves the workspace', hint: '' };
}

/** The directory part of a template before its first placeholder ('' when it starts with one). */
export function literalPrefix(text: string): string {
  const cut = text.indexOf('{{');
  if (cut < 0) return text;
  const head = text.slice(0, cut);
  const slash = Math.max(head.lastIndexOf('/'), head.lastIndexOf('\\'));
  return slash < 0 ? '' : head.slice(0, slash);
}

export function rulePaths(ctx: ValidationContext): void {
  const { workflow, report, session } = ctx;
  const blamedDefaults = new Set<string>();
  const defaults = workflow.inputs.defaults;
  const check = (template: string | undefined, path: YamlPath, what: string) => {
    if (template === undefined || template.trim() === '') return;
    const why = templateEscapes(template);
    if (why) {
      const r = refusal(why);
      report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' ${r.verb}: ${why}`, r.hint || `Use a workspace-relative path that stays inside the workspace (no leading /, no climbing out with '..'). ${WORKSPACE_NOTE}`, path, { value: true }));
      return;
    }
    const expanded = ctx.expandDefaults(template);
    if (expanded !== template) {
      const whyExpanded = templateEscapes(expanded);
      if (whyExpanded) {
        const r = refusal(whyExpanded);
        const culprit = placeholdersIn(template).find((n) => typeof defaults[n] === 'string' && templateEscapes(ctx.expandDefaults(`{{${n}}}`)) !== undefined);
        if (culprit !== undefined) {
          if (!blamedDefaults.has(culprit)) {
            blamedDefaults.add(culprit);
            report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' ${r.hint ? 'takes paths into .git' : 'takes paths out of the workspace'}: ${what} '${template}' becomes '${expanded}' (${whyExpanded})`, r.hint || `Give ${culprit} a workspace-relative default without a leading / or \`..\`. ${WORKSPACE_NOTE}`, ['inputs', 'defaults', culprit], { value: true }));
          }
        } else {
          report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' ${r.verb} with its default values: '${expanded}' (${whyExpanded})`, r.hint || `Change the path or the defaults it uses so that it stays inside the workspace. ${WORKSPACE_NOTE}`, path, { value: true }));
        }
        return;
      }
    }
    const prefix = literalPrefix(expanded);
    if (prefix === '') return;
    const resolved = session.resolve(prefix);
    if (typeof resolved !== 'string') return;
    const r = refusal(resolved);
    // When the part that leads out comes from a default (the path itself starts with the
    // placeholder), blame the default once instead of every path that uses it.
    const ownPrefix = literalPrefix(template);
    const culprit = ownPrefix.length < prefix.length ? placeholdersIn(template).find((n) => typeof defaults[n] === 'string') : undefined;
    if (culprit !== undefined) {
      if (!blamedDefaults.has(culprit)) {
        blamedDefaults.add(culprit);
        report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `default ${culprit} '${String(defaults[culprit])}' leads paths ${r.hint ? 'into .git' : 'out of the workspace'} through '${prefix}' (${what} '${template}' becomes '${expanded}'): ${resolved}`, r.hint ? `Point ${culprit} at a folder outside .git, or remove the symlink on the way.` : `Point ${culprit} at a folder inside the workspace, or remove the symlink on the way. ${WORKSPACE_NOTE}`, ['inputs', 'defaults', culprit], { value: true }));
      }
      return;
    }
    const tail = prefix === expanded ? '' : ` through '${prefix}'`;
    report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `${what} '${template}' ${r.hint ? 'leads into .git' : 'leads out of the workspace'}${tail}: ${resolved}`, r.hint || `Keep workflow paths inside the workspace; do not route them through a symlink that points outside it. ${WORKSPACE_NOTE}`, path, { value: true }));
  };

  check(workflow.data.state_path, ['state_path'], 'state_path');
  for (const { step } of ctx.steps) {
    const d = step.def;
    const p = step.path;
    check(d.output, [...p, 'output'], `output of step '${step.id}'`);
    check(d.prompt, [...p, 'prompt'], `prompt of step '${step.id}'`);
    check(d.child_workflow, [...p, 'child_workflow'], `child workflow of step '${step.id}'`);
    check(d.foreach?.source, [...p, 'foreach', 'source'], `foreach source of step '${step.id}'`);
    d.skills?.forEach((name, i) => {
      if (/[\\/]/.test(name) || name === '..' || name === '.') {
        report(issue('PATH_OUTSIDE_WORKSPACE', 'error', `skill '${name}' of step '${step.id}' is not a skill name: skills are folders directly under .github/skills/`, 'Name the skill folder only (e.g. source-evidence-tracing), without / or ..', [...p, 'skills', i], { value: true }));
      } else check(`.github/skills/${name}/SKILL.md`, [...p, 'skills', i], `skill '${name}' of step '${step.id}'`);
    });
  }
  for (const [id, phase] of Object.entries(workflow.data.phases ?? {})) check(phase.workflow, ['phases', id, 'workflow'], `workflow of phase '${id}'`);
  // A declared artifact_root is the run's folder (manifest, logs) even when no path above uses it.
  const root = defaults['artifact_root'];
  if (typeof root === 'string' && !blamedDefaults.has('artifact_root')) check(root, ['inputs', 'defaults', 'artifact_root'], 'default artifact_root');
}
