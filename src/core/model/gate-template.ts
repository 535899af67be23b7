// WORKFLOW_GATE templates written inside prompt text (the block a prompt tells the agent to end
// its output with). A prompt shared by several steps, or copied from another workflow, may name
// another step or workflow in it (`step: artifact_detailed_design` in a prompt used by `design`).
// validate reports that at the prompt's line; the assembled prompt rewrites those two values to
// the runner's, so the agent never sees two contradictory templates.

export interface TemplateField {
  /** 0-based line index in the text. */
  index: number;
  /** 1-based column of the value. */
  column: number;
  value: string;
}

export interface GateTemplate {
  /** 0-based line index of `WORKFLOW_GATE:`. */
  index: number;
  workflow?: TemplateField;
  step?: TemplateField;
  artifact?: TemplateField;
}

const START = /^[ \t]*(?:[-*>][ \t]*)?WORKFLOW_GATE:[ \t]*$/;
const FIELD = /^([ \t]+)(workflow|step|artifact):[ \t]*(["']?)([^"'#\n]*?)\3[ \t]*(?:#.*)?$/;

/** Every WORKFLOW_GATE block in `lines` with its workflow: and step: lines (the block ends at the first unindented or fence line). */
export function findGateTemplates(lines: readonly string[]): GateTemplate[] {
  const out: GateTemplate[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!START.test(lines[i]!)) continue;
    const template: GateTemplate = { index: i };
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!;
      if (line.trim() === '' || /^\S/.test(line) || /^\s*(```|~~~)/.test(line)) break;
      const m = FIELD.exec(line);
      if (!m) continue;
      const value = m[4]!.trim();
      const after = m[1]!.length + m[2]!.length + 1;
      const field: TemplateField = { index: j, column: (value === '' ? after : line.indexOf(value, after)) + 1, value };
      if (m[2] === 'workflow') template.workflow ??= field;
      else if (m[2] === 'step') template.step ??= field;
      else template.artifact ??= field;
    }
    out.push(template);
  }
  return out;
}

/** A value that is a placeholder ({{step}}) or a template marker (<step-id>) names nothing. */
export function namesSomething(value: string): boolean {
  return value !== '' && !value.includes('{{') && !/^<.*>$/.test(value);
}

/** The template fields of `text` that name another step or workflow than `expected`. */
export function mismatchedFields(templates: readonly GateTemplate[], expected: { workflow: string; step: string }): Array<{ field: 'workflow' | 'step'; at: TemplateField; expected: string }> {
  const out: Array<{ field: 'workflow' | 'step'; at: TemplateField; expected: string }> = [];
  for (const t of templates) {
    if (t.workflow && namesSomething(t.workflow.value) && t.workflow.value !== expected.workflow) out.push({ field: 'workflow', at: t.workflow, expected: expected.workflow });
    if (t.step && namesSomething(t.step.value) && t.step.value !== expected.step) out.push({ field: 'step', at: t.step, expected: expected.step });
  }
  return out;
}

/** `text` with the mismatched workflow:/step: values of its gate templates replaced by the runner's. */
export function alignGateTemplates(text: string, expected: { workflow: string; step: string }): { text: string; replaced: Array<{ field: 'workflow' | 'step'; was: string }> } {
  const lines = text.split('\n');
  const fixes = mismatchedFields(findGateTemplates(lines), expected);
  for (const f of fixes) {
    const line = lines[f.at.index]!;
    const m = FIELD.exec(line);
    if (!m) continue;
    lines[f.at.index] = `${m[1]}${m[2]}: ${f.expected}`;
  }
  return { text: fixes.length > 0 ? lines.join('\n') : text, replaced: fixes.map((f) => ({ field: f.field, was: f.at.value })) };
}
