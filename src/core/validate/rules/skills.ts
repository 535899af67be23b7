// Skills exist (.github/skills/<name>/SKILL.md), and a skill's status contract
// (<!-- workflow-status-contract:start --> YAML emitted_statuses) only names statuses that
// every managed step using the skill routes.
import { didYouMean } from '../../model/did-you-mean.js';
import { issue, type ValidationContext } from './context.js';

export function ruleSkills(ctx: ValidationContext): void {
  const { session, report } = ctx;
  for (const { step } of ctx.steps) {
    const skills = step.def.skills;
    if (!skills) continue;
    const routed = step.def.statuses ? Object.keys(step.def.statuses) : [];
    skills.forEach((name, i) => {
      if (/[\\/]/.test(name) || name === '.' || name === '..') return; // paths.ts
      const path = [...step.path, 'skills', i];
      const skill = session.skill(name);
      if (!skill.file.ok) {
        if (skill.file.reason === 'outside') return;
        const why = skill.file.reason === 'missing' ? 'has no file' : skill.file.reason === 'directory' ? 'is a directory' : `cannot be read (${skill.file.detail})`;
        // A skill's name is never substituted (steps/process/prompt.ts skillPath): {{x}} is looked for as written.
        const written = name.includes('{{') ? ' (a skill name is not substituted: the run looks for this folder as written)' : '';
        report(issue('SKILL_NOT_FOUND', 'error', `skill '${name}' of step '${step.id}' ${why} at .github/skills/${name}/SKILL.md${written}`, written ? 'Name the skill folder literally; a skill that differs per run is two steps, or a prompt that names the skill to read.' : 'Add the skill (.github/skills/<name>/SKILL.md) or fix the name.', path, { value: true }));
        return;
      }
      if (skill.contractError) {
        report(issue('SKILL_CONTRACT_INVALID', 'error', `skill '${name}': ${skill.contractError.message}`, 'Write the contract as a YAML block between the markers: emitted_statuses: [STATUS_A, STATUS_B].', path, { at: { file: skill.file.rel, line: skill.contractError.line, column: skill.contractError.column } }));
        return;
      }
      if (!skill.contract || routed.length === 0) return;
      const routedSet = new Set(routed);
      const missing = skill.contract.statuses.filter((s) => !routedSet.has(s));
      if (missing.length === 0) return;
      const suggestion = missing.length === 1 ? didYouMean(missing[0]!, routed) : '';
      report(issue('SKILL_STATUS_NOT_ROUTED', 'error', `skill '${name}' can conclude ${missing.join(', ')}, but step '${step.id}' (${ctx.where([...step.path, 'statuses'])}) does not route ${missing.length === 1 ? 'it' : 'them'}.${suggestion}`, `Add ${missing.map((s) => `${s}: <next step>`).join(', ')} to the step's statuses (and its prompt's status line), or narrow the skill's emitted_statuses.`, [...step.path, 'statuses'], { at: { file: skill.file.rel, line: skill.contract.line, column: skill.contract.column } }));
    });
  }
}
