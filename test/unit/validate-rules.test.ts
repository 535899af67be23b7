// Every validation rule, broken once in a copy of a clean corpus package: the test asserts
// the code, the file and the exact line (line numbers from test/fixtures/corpus/INDEX.md).
// Where one edit necessarily has a second consequence (a step left unreachable), the test
// asserts the rule's finding among the others and names the consequence.
import { afterAll, describe, expect, it } from 'vitest';
import type { ValidationReport } from '../../src/core/commands/validate-files.js';
import type { Diagnostic } from '../../src/core/validate/diagnostics.js';
import { Pkg, WF, findings, removePackages } from './validate-helpers.js';

afterAll(removePackages);

/** Exactly one finding in the whole report, with this code, file and line. */
function one(r: ValidationReport, code: string, file: string, line: number, column?: number): Diagnostic {
  expect(findings(r), `expected exactly one ${code} at ${file}:${line}`).toHaveLength(1);
  const d = r.diagnostics[0]!;
  expect({ code: d.code, file: d.file, line: d.line }).toEqual({ code, file, line });
  if (column !== undefined) expect(d.column).toBe(column);
  expect(d.message.length).toBeGreaterThan(10);
  expect(d.hint?.length ?? 0).toBeGreaterThan(5);
  return d;
}

/** At least one finding with this code, file and line (other consequences allowed). */
function has(r: ValidationReport, code: string, file: string, line: number): Diagnostic {
  const d = r.diagnostics.find((x) => x.code === code && x.file === file && x.line === line);
  expect(d, `expected ${code} at ${file}:${line}; got:\n${findings(r).join('\n')}`).toBeDefined();
  return d!;
}

const col = (line: string, needle: string) => line.indexOf(needle) + 1;

const R2D_PROMPT_01 = '.ai-engineering/prompts/requirement-to-design/01-current-state-analysis.md';

describe('top level (reference checks)', () => {
  it('UNSUPPORTED_VERSION: version is not 4.0', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 1, "version: '3.0'", 'version').validate();
    one(r, 'UNSUPPORTED_VERSION', WF.r2d, 1);
  });

  it('STATE_PATH_MARKDOWN: state_path is Markdown (error)', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 8, 'workflow_state.yaml', 'workflow_state.md').validate();
    expect(one(r, 'STATE_PATH_MARKDOWN', WF.r2d, 8).severity).toBe('error');
  });

  it('STATE_PATH_NOT_YAML: state_path is neither YAML nor Markdown (warning)', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 8, 'workflow_state.yaml', 'workflow_state.json').validate();
    expect(one(r, 'STATE_PATH_NOT_YAML', WF.r2d, 8).severity).toBe('warning');
    expect(r.errors).toBe(0);
  });

  it("STATE_PATH_NOT_A_FILE: a state_path ending in '/' names a directory (error, not only STATE_PATH_NOT_YAML)", () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 8, "state_path: '{{artifact_root}}/'", 'state_path').validate();
    expect(one(r, 'STATE_PATH_NOT_A_FILE', WF.r2d, 8).severity).toBe('error');
    for (const bad of ["'{{artifact_root}}/.'", "'{{artifact_root}}/state/..'"]) {
      const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 8, `state_path: ${bad}`, 'state_path').validate();
      expect(has(r, 'STATE_PATH_NOT_A_FILE', WF.r2d, 8).severity, bad).toBe('error');
      expect(findings(r).filter((f) => f.includes('STATE_PATH_NOT_YAML'))).toEqual([]);
    }
    // '.' is also outside the run root (FRESH_RUN_NOT_ISOLATED, STATE_PATH_SHARED: warnings).
    const dot = new Pkg('requirement-to-design').replaceLine(WF.r2d, 8, "state_path: '.'", 'state_path').validate();
    expect(has(dot, 'STATE_PATH_NOT_A_FILE', WF.r2d, 8).severity).toBe('error');
  });

  it('INVALID_VALUE: delegation_mode outside {direct_only, bounded}', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 104, 'direct_only', 'parallel').validate();
    const d = one(r, 'INVALID_VALUE', WF.r2d, 104);
    expect(d.message).toContain("'direct_only', 'bounded'");
  });

  it('AGENT_PACKAGE_VERSION_HARDCODED: at the top level', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 7, "agent_package_version: '1.4.0'").validate();
    one(r, 'AGENT_PACKAGE_VERSION_HARDCODED', WF.r2d, 8);
  });

  it('AGENT_PACKAGE_VERSION_HARDCODED: in defaults', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 14, "    agent_package_version: '1.4.0'").validate();
    one(r, 'AGENT_PACKAGE_VERSION_HARDCODED', WF.r2d, 15);
  });

  it('AGENT_PACKAGE_VERSION_HARDCODED: in stage inputs', () => {
    const r = new Pkg('patch-impact').insertAfter(WF.patch, 90, '      agent_package_version: 1.2.3').validate();
    one(r, 'AGENT_PACKAGE_VERSION_HARDCODED', WF.patch, 91);
  });

  it('RUNNER_OWNED_OVERRIDDEN: a default for a runner-owned value', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 13, '    blocking_qids: none').validate();
    one(r, 'RUNNER_OWNED_OVERRIDDEN', WF.r2d, 14);
  });

  it('RUNNER_OWNED_OVERRIDDEN: a runner-owned name declared as an input (run_id stays allowed)', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 10, 'run_id]', 'run_id, source_commit]').validate();
    one(r, 'RUNNER_OWNED_OVERRIDDEN', WF.r2d, 10);
  });

  it('DUPLICATE_INPUT: an input both required and optional', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 11, '[patch_path]', '[patch_path, scope]').validate();
    one(r, 'DUPLICATE_INPUT', WF.r2d, 11);
  });

  it('DEFAULTS_CYCLE: a default that needs itself', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 13, 'docs/reverse-engineering/runs/{{run_id}}', "'{{artifact_root}}/runs/{{run_id}}'").validate();
    const d = one(r, 'DEFAULTS_CYCLE', WF.r2d, 13);
    expect(d.message).toContain('artifact_root -> artifact_root');
  });

  it('UNKNOWN_TARGET: entry names no step (with did-you-mean)', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 8, 'entry: current_state_analysys').validate();
    const d = one(r, 'UNKNOWN_TARGET', WF.r2d, 9);
    expect(d.message).toContain("Did you mean 'current_state_analysis'?");
  });
});

describe('loader: YAML and shape', () => {
  it('YAML_DUPLICATE_KEY at the second key', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 21, "    output: '{{artifact_root}}/other.md'").validate();
    one(r, 'YAML_DUPLICATE_KEY', WF.r2d, 22, 5);
  });

  it('UNKNOWN_KEY: one finding per key, each at its own line, with did-you-mean', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 18, 'skills:', 'skils:').editLine(WF.r2d, 59, 'on_complete:', 'on_complet:').validate();
    expect(findings(r)).toHaveLength(2);
    const a = has(r, 'UNKNOWN_KEY', WF.r2d, 18);
    const b = has(r, 'UNKNOWN_KEY', WF.r2d, 59);
    expect(a.message).toContain("Did you mean 'skills'?");
    expect(b.message).toContain("Did you mean 'on_complete'?");
    expect(a.column).toBe(5);
    // A likely typo gets the one fix, not the ~36 keys a step takes.
    expect(a.hint).toBe("Rename 'skils' to 'skills'.");
    expect(b.hint).toBe("Rename 'on_complet' to 'on_complete'.");
  });

  it('UNKNOWN_KEY with nothing close: the hint lists the keys allowed there', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 18, 'skills:', 'zqxwv:').validate();
    const d = one(r, 'UNKNOWN_KEY', WF.r2d, 18);
    expect(d.message).not.toContain('Did you mean');
    expect(d.hint).toMatch(/^Allowed keys here: description, .*\bskills\b.*, gate_schema\.$/);
  });

  it('INVALID_KEY: a status name with a space, at the key, with a name it could have; the steps only its route reached are not called unreachable', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 36, 'GAP_ANALYSIS_COMPLETE', '"GAP ANALYSIS COMPLETE"').validate();
    const d = one(r, 'INVALID_KEY', WF.r2d, 36, 7);
    expect(d.message).toBe("status name 'GAP ANALYSIS COMPLETE' in steps.requirement_gap_analysis.statuses is not allowed: a status name uses letters, digits, _, . and - only");
    expect(d.hint).toBe("Rename it, e.g. to 'GAP_ANALYSIS_COMPLETE' (and in the gate its stage writes).");
  });

  it('FOREACH_BINDING_INVALID: a binding name that is not an identifier names it and a name it could have', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 47, 'artifact_slug:', "'artifact_slug-x':").validate();
    const d = has(r, 'FOREACH_BINDING_INVALID', WF.d2i, 47);
    expect(d.column).toBe(9);
    expect(d.message).toContain("binding name 'artifact_slug-x' in steps.");
    expect(d.hint).toBe("Rename it, e.g. to 'artifact_slug_x', and the placeholders that use it.");
  });

  it('UNKNOWN_KEY inside a per-item step', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 72, 'max_visits', 'max_visit').validate();
    const d = one(r, 'UNKNOWN_KEY', WF.d2i, 72);
    expect(d.message).toContain("Did you mean 'max_visits'?");
  });

  it('YAML_SYNTAX at the broken line', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 23, '      ANALYSIS_COMPLETE: [requirement_gap_analysis', 'ANALYSIS_COMPLETE').validate();
    expect(r.diagnostics[0]?.code).toBe('YAML_SYNTAX');
    expect(r.diagnostics[0]?.line).toBeGreaterThanOrEqual(23);
    expect(r.diagnostics[0]?.line).toBeLessThanOrEqual(24);
  });

  it('INVALID_TYPE at the value', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 29, '2', 'two').validate();
    one(r, 'INVALID_TYPE', WF.r2d, 29);
  });

  it('MISSING_KEY: state_path is required', () => {
    const r = new Pkg('requirement-to-design').deleteLines(WF.r2d, 8).validate();
    const d = one(r, 'MISSING_KEY', WF.r2d, 1);
    expect(d.message).toContain('state_path is required');
  });

  it('STEP_KIND_INVALID: a step that mixes kinds', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 82, '    action: Summarise.').validate();
    one(r, 'STEP_KIND_INVALID', WF.r2d, 82);
  });

  it('STEP_KIND_INVALID: a per-item step that mixes kinds', () => {
    const r = new Pkg('design-to-implementation').insertAfter(WF.d2i, 67, '        prompt: .ai-engineering/prompts/design-to-implementation/03-detailed-design.md').validate();
    one(r, 'STEP_KIND_INVALID', WF.d2i, 67);
  });
});

describe('step shape', () => {
  it('MISSING_OUTPUT: a prompt stage without output', () => {
    const r = new Pkg('requirement-to-design').deleteLines(WF.r2d, 21).validate();
    one(r, 'MISSING_OUTPUT', WF.r2d, 16, 3);
  });

  it('MISSING_STATUSES: a prompt stage without statuses', () => {
    const r = new Pkg('composite').deleteLines(WF.design, 55, 3).validate([WF.design]);
    one(r, 'MISSING_STATUSES', WF.design, 52);
  });

  it('MISSING_ON_COMPLETE: an action step without on_complete', () => {
    const r = new Pkg('requirement-to-design').deleteLines(WF.r2d, 59).validate();
    one(r, 'MISSING_ON_COMPLETE', WF.r2d, 55);
  });

  it('MISSING_ON_COMPLETE: a foreach without completion.on_complete', () => {
    const r = new Pkg('design-to-implementation').deleteLines(WF.d2i, 75).validate();
    has(r, 'MISSING_ON_COMPLETE', WF.d2i, 73);
    // wbs_generation (one line up now) was only reached from there: the missing route is the one
    // finding, not also an UNREACHABLE_STEP that writing the route may well fix.
    expect(r.diagnostics.filter((d) => d.code === 'UNREACHABLE_STEP')).toEqual([]);
  });

  it('MISSING_TERMINAL_STATUS: a hand-off step without terminal_status', () => {
    const r = new Pkg('requirement-to-design').deleteLines(WF.r2d, 100).validate();
    one(r, 'MISSING_TERMINAL_STATUS', WF.r2d, 95);
  });

  it('TERMINAL_SUCCESS_AMBIGUOUS: a hand-off ends the run with the name terminal.success gives a completion (warning)', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 7, 'terminal: { success: WORKFLOW_BLOCKED_DESIGN_REVISION }').validate();
    const d = one(r, 'TERMINAL_SUCCESS_AMBIGUOUS', WF.r2d, 101);
    expect(d.severity).toBe('warning');
    expect(d.message).toContain("'design_revision_handoff'");
    const other = new Pkg('requirement-to-design').insertAfter(WF.r2d, 7, 'terminal: { success: DESIGN_READY }').validate();
    expect(findings(other)).toEqual([]);
  });

  it('TERMINAL_STATUS_MISLEADS: a hand-off ending the run with a stop code that exits 0, 7 or 130 (warning); its own status or a blocked code is quiet', () => {
    for (const [code, exit] of [['PARTIAL_RESUMABLE', 0], ['WORKFLOW_LOCKED', 7], ['WORKFLOW_INTERRUPTED', 130]] as const) {
      const r = new Pkg('requirement-to-design').editLine(WF.r2d, 100, 'WORKFLOW_BLOCKED_DESIGN_REVISION', code).validate();
      const d = one(r, 'TERMINAL_STATUS_MISLEADS', WF.r2d, 100);
      expect(d.severity).toBe('warning');
      expect(d.message).toContain(`ends the run ${code}, which exits ${exit}`);
    }
    const blocked = new Pkg('requirement-to-design').editLine(WF.r2d, 100, 'WORKFLOW_BLOCKED_DESIGN_REVISION', 'STAGE_FAILED').validate();
    expect(blocked.diagnostics.filter((d) => d.code === 'TERMINAL_STATUS_MISLEADS')).toEqual([]);
  });

  it('FOREACH_NO_PER_ITEM: a foreach without per_item steps', () => {
    const r = new Pkg('design-to-implementation').deleteLines(WF.d2i, 50, 23).validate([WF.d2i]);
    one(r, 'FOREACH_NO_PER_ITEM', WF.d2i, 39);
  });

  it('STEP_ID_RESERVED: a step named like a terminal target', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 95, '  DONE:', 'design_revision_handoff').validate();
    has(r, 'STEP_ID_RESERVED', WF.r2d, 95);
  });

  it('UNUSED_KEY: statuses on an action step (warning)', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 59, '    statuses: {REVISED: gap_verification}').validate();
    expect(one(r, 'UNUSED_KEY', WF.r2d, 60).severity).toBe('warning');
  });
});

describe('transitions of every kind', () => {
  it('UNKNOWN_TARGET: a status target (no cascade)', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 23, 'requirement_gap_analysis', 'requirement_gap_analysys').validate();
    const d = one(r, 'UNKNOWN_TARGET', WF.r2d, 23, 26);
    expect(d.message).toContain("Did you mean 'requirement_gap_analysis'?");
  });

  it('UNKNOWN_TARGET: an if_input_present branch', () => {
    const r = new Pkg('patch-impact').editLine(WF.patch, 23, 'patch_review', 'patch_reveiw').validate();
    one(r, 'UNKNOWN_TARGET', WF.patch, 23);
  });

  it('UNKNOWN_TARGET: an else branch', () => {
    const r = new Pkg('patch-impact').editLine(WF.patch, 24, 'baseline_impact_analysis', 'baseline_impact_analysys').validate();
    one(r, 'UNKNOWN_TARGET', WF.patch, 24);
  });

  it('UNKNOWN_TARGET: a flow-style conditional branch', () => {
    const r = new Pkg('patch-impact').editLine(WF.patch, 72, 'revise_patch_impact', 'revise_patch').validate();
    has(r, 'UNKNOWN_TARGET', WF.patch, 72);
  });

  it('UNKNOWN_TARGET: retry_step of a resolver', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 27, 'current_state_analysis', 'current_state_analysys').validate();
    has(r, 'UNKNOWN_TARGET', WF.r2d, 27);
  });

  it('UNKNOWN_TARGET: on_success of a resolver', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 41, 'requirement_gap_analysis', 'gap_analysis').validate();
    has(r, 'UNKNOWN_TARGET', WF.r2d, 41);
  });

  it('UNKNOWN_TARGET: on_complete of an action step', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 59, 'gap_verification', 'gap_verificaton').validate();
    one(r, 'UNKNOWN_TARGET', WF.r2d, 59);
  });

  it('UNKNOWN_TARGET: completion.on_complete of a foreach', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 75, 'wbs_generation', 'wbs_generaton').validate();
    one(r, 'UNKNOWN_TARGET', WF.d2i, 75);
  });

  it('UNKNOWN_TARGET: a per-item step routing to a top-level step', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 64, 'next_artifact', 'wbs_generation').validate();
    const d = one(r, 'UNKNOWN_TARGET', WF.d2i, 64);
    expect(d.message).toContain('per-item transitions stay inside');
  });

  it('UNKNOWN_TARGET: a per-item target that is nothing', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 64, 'next_artifact', 'next_item').validate();
    one(r, 'UNKNOWN_TARGET', WF.d2i, 64);
  });

  it('UNKNOWN_TARGET: next_artifact outside per_item', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 67, /BLOCKED$/, 'next_artifact').validate();
    const d = one(r, 'UNKNOWN_TARGET', WF.r2d, 67);
    expect(d.message).toContain('only exists inside');
  });

  it('IF_INPUT_NOT_OPTIONAL: if_input_present on a required input', () => {
    const r = new Pkg('patch-impact').editLine(WF.patch, 23, 'patch_path', 'scope').validate();
    one(r, 'IF_INPUT_NOT_OPTIONAL', WF.patch, 23);
  });

  it('IF_INPUT_NOT_OPTIONAL: if_input_present on an undeclared input (flow style)', () => {
    const r = new Pkg('patch-impact').editLine(WF.patch, 72, 'patch_path', 'patch_pth').validate();
    const d = one(r, 'IF_INPUT_NOT_OPTIONAL', WF.patch, 72);
    expect(d.message).toContain("Did you mean 'patch_path'?");
  });
});

describe('reachability, traps and loop bounds', () => {
  it('UNREACHABLE_STEP: a step no transition leads to', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 75, 'design_revision_handoff', 'BLOCKED').validate();
    one(r, 'UNREACHABLE_STEP', WF.r2d, 95, 3);
  });

  it('UNREACHABLE_STEP: a group is reported once, at its first step', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 52, 'solution_design', 'BLOCKED').validate();
    const d = one(r, 'UNREACHABLE_STEP', WF.r2d, 61);
    expect(d.message).toContain('design_verification');
  });

  it('UNREACHABLE_STEP: inside per_item', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 65, 'revise_detailed_design', 'BLOCKED').validate();
    one(r, 'UNREACHABLE_STEP', WF.d2i, 67);
  });

  it('LOOP_WITHOUT_EXIT: a loop whose only way out is the visit limit', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 80, 'design_verification', 'revise_solution_design').validate();
    const d = one(r, 'LOOP_WITHOUT_EXIT', WF.r2d, 76);
    expect(d.severity).toBe('error');
    expect(d.message).toContain('visit limit');
  });

  it('LOOP_WITHOUT_EXIT: a two-step loop is reported once, naming both steps', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 73, 'design_readiness_summary', 'revise_solution_design').editLine(WF.r2d, 75, 'design_revision_handoff', 'revise_solution_design').validate();
    const d = has(r, 'LOOP_WITHOUT_EXIT', WF.r2d, 68);
    expect(d.message).toContain('design_verification -> revise_solution_design');
    expect(r.diagnostics.filter((x) => x.code === 'LOOP_WITHOUT_EXIT')).toHaveLength(1);
  });

  it('LOOP_WITHOUT_EXIT: inside per_item', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 71, 'verify_detailed_design', 'revise_detailed_design').validate();
    one(r, 'LOOP_WITHOUT_EXIT', WF.d2i, 67);
  });

  it('LOOP_WITHOUT_MAX_VISITS: a loop bounded only by the default limit (warning)', () => {
    const r = new Pkg('requirement-to-design').deleteLines(WF.r2d, 60).validate();
    const d = one(r, 'LOOP_WITHOUT_MAX_VISITS', WF.r2d, 47);
    expect(d.severity).toBe('warning');
  });
});

describe('outputs', () => {
  it("OUTPUT_NOT_A_FILE: an output '.', 'dir/' or 'dir/..' names a directory", () => {
    one(new Pkg('requirement-to-design').replaceLine(WF.r2d, 21, "    output: '{{artifact_root}}/analysis/'", 'output').validate(), 'OUTPUT_NOT_A_FILE', WF.r2d, 21);
    for (const bad of ["'{{artifact_root}}/analysis/..'", "'{{artifact_root}}\\analysis\\'"]) {
      const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 21, `    output: ${bad}`, 'output').validate();
      const d = has(r, 'OUTPUT_NOT_A_FILE', WF.r2d, 21);
      expect(d.message, bad).toContain('names a directory');
      expect(d.severity).toBe('error');
    }
    // '.' and './' are also outside the run root (FRESH_RUN_NOT_ISOLATED: a warning).
    for (const bad of ["'.'", "'./'"]) {
      const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 21, `    output: ${bad}`, 'output').validate();
      expect(has(r, 'OUTPUT_NOT_A_FILE', WF.r2d, 21).severity, bad).toBe('error');
    }
    // A file whose name merely starts with dots is a file.
    const fine = new Pkg('requirement-to-design').replaceLine(WF.r2d, 21, "    output: '{{artifact_root}}/..notes.md'", 'output').validate();
    expect(findings(fine)).toEqual([]);
  });

  it('OUTPUT_NOT_A_FILE / STATE_PATH_NOT_A_FILE: not for a path whose file name is an input the run may give (a default of "" is a stand-in)', () => {
    const withName = (out: string, state = "state_path: '{{artifact_root}}/workflow_state.yaml'") =>
      new Pkg('requirement-to-design')
        .replaceLine(WF.r2d, 8, state, 'state_path')
        .replaceLine(WF.r2d, 11, '  optional: [patch_path, report_name]', 'optional')
        .replaceLine(WF.r2d, 12, "  defaults: {artifact_root: 'docs/reverse-engineering/runs/{{run_id}}', stop_after_step: null, report_name: ''}", 'defaults')
        .replaceLine(WF.r2d, 13, '  # (defaults above)', 'artifact_root')
        .replaceLine(WF.r2d, 14, '  #', 'stop_after_step')
        .replaceLine(WF.r2d, 21, `    output: '${out}'`, 'output')
        .validate();
    // `run … report_name=r.md` writes {{artifact_root}}/analysis/r.md: main's build ran it.
    const named = withName('{{artifact_root}}/analysis/{{report_name}}', "state_path: '{{artifact_root}}/state/{{report_name}}'");
    expect(findings(named).filter((f) => /NOT_A_FILE/.test(f))).toEqual([]);
    // The template's own text still names a directory, whatever the input.
    expect(has(withName('{{artifact_root}}/{{report_name}}/'), 'OUTPUT_NOT_A_FILE', WF.r2d, 21).severity).toBe('error');
    expect(has(withName('{{artifact_root}}/x.md', "state_path: '{{artifact_root}}/{{report_name}}/..'"), 'STATE_PATH_NOT_A_FILE', WF.r2d, 8).severity).toBe('error');
  });

  it('DUPLICATE_OUTPUT: two steps, one output', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 34, "    output: '{{artifact_root}}/analysis/{{scope_slug}}_current_state.md'", 'output').validate();
    const d = one(r, 'DUPLICATE_OUTPUT', WF.r2d, 34);
    expect(d.message).toContain(`${WF.r2d}:21`);
  });

  it('DUPLICATE_OUTPUT: an output that is the state file', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 21, "    output: '{{artifact_root}}/workflow_state.yaml'", 'output').validate();
    one(r, 'DUPLICATE_OUTPUT', WF.r2d, 21);
  });

  it('DUPLICATE_OUTPUT: a per-item output shares the set of the whole file', () => {
    const r = new Pkg('design-to-implementation').replaceLine(WF.d2i, 79, "    output: '{{artifact_root}}/design/detailed/{{artifact_slug}}.md'", 'output').validate();
    has(r, 'DUPLICATE_OUTPUT', WF.d2i, 79);
  });

  it('DUPLICATE_OUTPUT: {{step}} is filled per step, as the run fills it', () => {
    // Two steps with one template are two files: current_state_analysis.md and requirement_gap_analysis.md.
    const apart = new Pkg('requirement-to-design')
      .replaceLine(WF.r2d, 21, "    output: '{{artifact_root}}/analysis/{{step}}.md'", 'output')
      .replaceLine(WF.r2d, 34, "    output: '{{artifact_root}}/analysis/{{step}}.md'", 'output')
      .validate();
    expect(findings(apart)).toEqual([]);
    // Filled, it still meets a literal path naming the same file (defaults expanded too).
    const same = new Pkg('requirement-to-design')
      .replaceLine(WF.r2d, 21, "    output: '{{artifact_root}}/analysis/{{step}}.md'", 'output')
      .replaceLine(WF.r2d, 34, "    output: 'docs/reverse-engineering/runs/{{run_id}}/analysis/current_state_analysis.md'", 'output')
      .validate();
    one(same, 'DUPLICATE_OUTPUT', WF.r2d, 34);
  });

  it('PER_ITEM_OUTPUT_SHARED: a per-item output without a binding', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 54, '{{artifact_slug}}.md', 'design.md').validate();
    one(r, 'PER_ITEM_OUTPUT_SHARED', WF.d2i, 54);
  });
});

describe('paths stay inside the workspace', () => {
  it('PATH_OUTSIDE_WORKSPACE: an absolute output', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 21, "    output: '/tmp/current_state.md'", 'output').validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 21, 13);
  });

  it("PATH_OUTSIDE_WORKSPACE: a state_path that climbs out with '..'", () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 8, "'{{artifact_root}}", "'../../{{artifact_root}}").validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 8);
  });

  it('PATH_OUTSIDE_WORKSPACE: a default that takes every path out is reported once, at the default', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 13, 'docs/reverse-engineering', '../elsewhere').validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 13);
  });

  it('PATH_OUTSIDE_WORKSPACE: a prompt outside', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 17, '.ai-engineering/prompts', '../prompts').validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 17);
  });

  it('PATH_OUTSIDE_WORKSPACE: a skill name that climbs out', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 19, 'runtime-flow-analysis', '../../../etc').validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 19);
  });

  it('PATH_OUTSIDE_WORKSPACE: a child workflow outside', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 105, '.ai-engineering/workflows/', '/etc/').validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.d2i, 105);
  });

  it('PATH_OUTSIDE_WORKSPACE: a foreach source outside', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 41, "'{{artifact_root}}/design/", "'{{artifact_root}}/../../../../").validate();
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.d2i, 41);
  });

  it('PATH_OUTSIDE_WORKSPACE: a phase workflow outside', () => {
    const r = new Pkg('composite').editLine(WF.pipeline, 17, '.ai-engineering/workflows/', '../').validate([WF.pipeline]);
    one(r, 'PATH_OUTSIDE_WORKSPACE', WF.pipeline, 17);
  });

  it('PATH_OUTSIDE_WORKSPACE: a symlink reached through a default is reported once, at the default', () => {
    const outside = new Pkg('requirement-to-design');
    const p = new Pkg('requirement-to-design').remove('docs').symlink(outside.path('docs'), 'docs');
    const d = one(p.validate(), 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 13);
    expect(d.message).toContain('symlink');
  });

  it('PATH_OUTSIDE_WORKSPACE: a symlink in the literal part of each path is reported for each path', () => {
    const outside = new Pkg('requirement-to-design');
    const p = new Pkg('requirement-to-design').symlink(outside.path('docs'), 'linked');
    p.editLine(WF.r2d, 21, "'{{artifact_root}}/analysis/", "'linked/analysis/").editLine(WF.r2d, 34, "'{{artifact_root}}/analysis/", "'linked/analysis/");
    const r = p.validate();
    // (Besides: the outputs are no longer under artifact_root, so a fresh run is refused: FRESH_RUN_NOT_ISOLATED.)
    expect(r.diagnostics.filter((d) => d.code === 'PATH_OUTSIDE_WORKSPACE')).toHaveLength(2);
    has(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 21);
    has(r, 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 34);
  });

  it('PATH_OUTSIDE_WORKSPACE: a prompt file that is a symlink to outside', () => {
    const outside = new Pkg('requirement-to-design');
    const p = new Pkg('requirement-to-design').remove(R2D_PROMPT_01).symlink(outside.path(R2D_PROMPT_01), R2D_PROMPT_01);
    one(p.validate(), 'PATH_OUTSIDE_WORKSPACE', WF.r2d, 17);
  });
});

describe('placeholders everywhere', () => {
  it('UNDECLARED_PLACEHOLDER: in state_path (did-you-mean)', () => {
    const p = new Pkg('composite').editLine(WF.pipeline, 8, '{{artifact_root}}', '{{artifact_rot}}');
    const d = one(p.validate([WF.pipeline]), 'UNDECLARED_PLACEHOLDER', WF.pipeline, 8, col(p.line(WF.pipeline, 8), '{{'));
    expect(d.message).toContain("Did you mean 'artifact_root'?");
  });

  it('UNDECLARED_PLACEHOLDER: in an output, at the column of the placeholder', () => {
    const p = new Pkg('requirement-to-design').editLine(WF.r2d, 21, '{{scope_slug}}', '{{scope_slg}}');
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', WF.r2d, 21, col(p.line(WF.r2d, 21), '{{scope_slg'));
  });

  it('UNDECLARED_PLACEHOLDER: in a default', () => {
    const p = new Pkg('requirement-to-design').editLine(WF.r2d, 13, '{{run_id}}', '{{run}}');
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', WF.r2d, 13);
  });

  it('UNDECLARED_PLACEHOLDER: in a stage input', () => {
    const p = new Pkg('patch-impact').editLine(WF.patch, 91, '{{scope_slug}}', '{{scope_slugg}}');
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', WF.patch, 91);
  });

  it('SELF_REFERENCING_INPUT: a stage input that is its own placeholder, at the placeholder', () => {
    const p = new Pkg('patch-impact').editLine(WF.patch, 90, 'test_root: tests', "test_root: '{{test_root}}'");
    const d = one(p.validate(), 'SELF_REFERENCING_INPUT', WF.patch, 90, col(p.line(WF.patch, 90), '{{test_root}}'));
    expect(d.message).toContain('refers to itself');
    expect(d.hint).toContain('test_root=<value>');
  });

  it('SELF_REFERENCING_INPUT: two stage inputs that use each other, one finding', () => {
    const p = new Pkg('patch-impact').editLine(WF.patch, 90, 'test_root: tests', "test_root: '{{verified_impact}}/tests'").editLine(WF.patch, 91, '{{artifact_root}}', '{{test_root}}');
    const d = one(p.validate(), 'SELF_REFERENCING_INPUT', WF.patch, 90);
    expect(d.message).toContain('{{test_root}} -> {{verified_impact}} -> {{test_root}}');
  });

  it('SELF_REFERENCING_INPUT: a child step input bound to its own name, which the parent does not declare', () => {
    const p = new Pkg('design-to-implementation').insertAfter(WF.audit, 10, '  optional: [audit_depth]').insertAfter(WF.d2i, 110, "      audit_depth: '{{audit_depth}}'");
    const d = one(p.validate([WF.d2i]), 'SELF_REFERENCING_INPUT', WF.d2i, 111);
    expect(d.message).toContain('this workflow');
  });

  it("UNDECLARED_PLACEHOLDER: a child step input using another of the step's inputs (child inputs resolve against the parent alone)", () => {
    const p = new Pkg('design-to-implementation')
      .editLine(WF.audit, 10, 'run_id]', 'run_id, audit_depth]')
      .editLine(WF.d2i, 108, "'{{scope_slug}}'", "'{{audit_depth}}-x'")
      .insertAfter(WF.d2i, 110, '      audit_depth: deep');
    const d = one(p.validate([WF.d2i]), 'UNDECLARED_PLACEHOLDER', WF.d2i, 108, col(p.line(WF.d2i, 108), '{{audit_depth}}'));
    expect(d.hint).toContain("a child step's inputs and workflow path resolve against this workflow's values, not against the step's own inputs");
  });

  it('a stage input passing on a declared input of the same name is no finding', () => {
    const p = new Pkg('patch-impact').insertAfter(WF.patch, 90, "      scope: '{{scope}}'");
    expect(findings(p.validate())).toEqual([]);
  });

  it('UNDECLARED_PLACEHOLDER: inside a multi-line inline_instruction, at its own line', () => {
    const p = new Pkg('requirement-to-design').editLine(WF.r2d, 84, '{{scope}}', '{{scop}}');
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', WF.r2d, 84, col(p.line(WF.r2d, 84), '{{scop}}'));
  });

  it('UNDECLARED_PLACEHOLDER: a foreach binding used outside per_item', () => {
    const p = new Pkg('design-to-implementation').editLine(WF.d2i, 79, 'wbs.md', '{{artifact_slug}}_wbs.md');
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', WF.d2i, 79);
  });

  it('UNDECLARED_PLACEHOLDER: in derived_inputs of a phase', () => {
    const p = new Pkg('composite').editLine(WF.pipeline, 20, '{{run_id}}', '{{runid}}');
    one(p.validate([WF.pipeline]), 'UNDECLARED_PLACEHOLDER', WF.pipeline, 20);
  });

  it('UNDECLARED_PLACEHOLDER: in a prompt file, at the prompt line', () => {
    const p = new Pkg('requirement-to-design').insertAfter(R2D_PROMPT_01, 2, 'Context: {{scope_summary}}');
    const d = one(p.validate(), 'UNDECLARED_PLACEHOLDER', R2D_PROMPT_01, 3, 10);
    expect(d.message).toContain('current_state_analysis');
    expect(d.path).toEqual(['steps', 'current_state_analysis', 'prompt']);
  });

  it('UNDECLARED_PLACEHOLDER: a prompt placeholder declared only by a stage input that was removed', () => {
    const p = new Pkg('patch-impact').deleteLines(WF.patch, 90);
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', '.ai-engineering/prompts/patch-impact/06-regression-scope.md', 12);
  });

  it('UNDECLARED_PLACEHOLDER: a top-level prompt using a foreach binding', () => {
    const prompt = '.ai-engineering/prompts/design-to-implementation/05-wbs-generation.md';
    const p = new Pkg('design-to-implementation').insertAfter(prompt, 1, 'Artifact {{artifact_id}}');
    one(p.validate(), 'UNDECLARED_PLACEHOLDER', prompt, 2);
  });

  it('UNDECLARED_PLACEHOLDER: names of Object.prototype members are not declared by accident', () => {
    const p = new Pkg('requirement-to-design').editLine(WF.r2d, 21, '{{scope_slug}}', '{{constructor}}').editLine(WF.r2d, 8, '/workflow_state', '/{{toString}}/workflow_state');
    const r = p.validate();
    expect(findings(r)).toHaveLength(2);
    has(r, 'UNDECLARED_PLACEHOLDER', WF.r2d, 8);
    has(r, 'UNDECLARED_PLACEHOLDER', WF.r2d, 21);
  });

  it('UNDECLARED_PLACEHOLDER: in run: text of a shell stage (multi-line script)', () => {
    const p = new Pkg('requirement-to-design').write(
      'shell.yaml',
      ["version: '4.0'", 'name: shell', "state_path: 'runs/{{run_id}}/state.yaml'", 'inputs:', '  required: [run_id, topic]', 'steps:', '  only:', '    run: |', '      echo start', '      echo {{topik}} > "$STAGEGATE_OUTPUT"', "    output: 'runs/{{run_id}}/only.md'", '    statuses:', '      OK: DONE', ''].join('\n'),
    );
    const d = one(p.validate(['shell.yaml']), 'UNDECLARED_PLACEHOLDER', 'shell.yaml', 10, 12);
    expect(d.message).toContain("Did you mean 'topic'?");
  });
});

describe('prompts and status lines', () => {
  it('PROMPT_NOT_FOUND', () => {
    const r = new Pkg('requirement-to-design').remove('.ai-engineering/prompts/requirement-to-design/03-gap-verification.md').validate();
    one(r, 'PROMPT_NOT_FOUND', WF.r2d, 48, 13);
  });

  it('PROMPT_NOT_FOUND: a resolver prompt is checked too', () => {
    const r = new Pkg('patch-impact').editLine(WF.patch, 27, 'resolve-high-impact-unknowns', 'resolve-unknowns').validate();
    one(r, 'PROMPT_NOT_FOUND', WF.patch, 27);
  });

  it('PROMPT_NOT_FOUND: a mistyped path names the prompt it most likely meant (a folder and a file name off), and only a file of its kind', () => {
    const meant = '.ai-engineering/prompts/requirement-to-design/03-gap-verification.md';
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 48, meant, '.ai-engineering/prompt/requirement-to-design/03-gap-verificaton.md').validate();
    const d = one(r, 'PROMPT_NOT_FOUND', WF.r2d, 48, 13);
    expect(d.message).toBe(`prompt '.ai-engineering/prompt/requirement-to-design/03-gap-verificaton.md' of step 'gap_verification' does not exist. Did you mean '${meant}'?`);
    expect(d.hint).toBe(`Write '${meant}' (prompt paths are relative to the workspace root), or create the prompt file.`);
    // Nothing close, or a name close only with another extension: no suggestion.
    const far = new Pkg('requirement-to-design').editLine(WF.r2d, 48, meant, '.ai-engineering/prompts/requirement-to-design/03-gap-verification.txt').validate();
    expect(one(far, 'PROMPT_NOT_FOUND', WF.r2d, 48).message).not.toContain('Did you mean');
    expect(one(far, 'PROMPT_NOT_FOUND', WF.r2d, 48).hint).toBe('Create the prompt file, or fix the path (prompt paths are relative to the workspace root).');
  });

  it('PROMPT_NOT_FOUND: a mistyped path written with a placeholder is fixed in its written part, not replaced by the filled text', () => {
    const r = new Pkg('requirement-to-design')
      .replaceLine(WF.r2d, 14, '    prompt_dir: .ai-engineering/prompts', '    stop_after_step: null')
      .editLine(WF.r2d, 48, '.ai-engineering/prompts/requirement-to-design/03-gap-verification.md', "'{{prompt_dir}}/requirement-to-design/03-gap-verificaton.md'")
      .validate();
    const d = one(r, 'PROMPT_NOT_FOUND', WF.r2d, 48);
    expect(d.message).toContain("Did you mean '.ai-engineering/prompts/requirement-to-design/03-gap-verification.md'?");
    expect(d.hint).toBe(
      "Fix the path so that it reads '.ai-engineering/prompts/requirement-to-design/03-gap-verification.md' once filled (it reads '.ai-engineering/prompts/requirement-to-design/03-gap-verificaton.md'; prompt paths are relative to the workspace root), or create the prompt file.",
    );
  });

  it("PROMPT_STATUS_MISMATCH: the prompt's last status line differs (at the prompt line)", () => {
    const r = new Pkg('requirement-to-design').editLine(R2D_PROMPT_01, 31, 'ANALYSIS_BLOCKED', 'ANALYSIS_STUCK').validate();
    const d = one(r, 'PROMPT_STATUS_MISMATCH', R2D_PROMPT_01, 31, 3);
    expect(d.message).toContain('ANALYSIS_STUCK is offered but not routed');
    expect(d.message).toContain('ANALYSIS_BLOCKED is routed but never offered');
  });

  it('PROMPT_STATUS_MISMATCH: the workflow routes a status the prompt never offers', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 24, '      ANALYSIS_PARTIAL: BLOCKED').validate();
    one(r, 'PROMPT_STATUS_MISMATCH', R2D_PROMPT_01, 31);
  });

  it('PROMPT_STATUS_MISMATCH: only the LAST status line counts', () => {
    const r = new Pkg('requirement-to-design').insertAfter(R2D_PROMPT_01, 35, 'status: ANALYSIS_COMPLETE').validate();
    one(r, 'PROMPT_STATUS_MISMATCH', R2D_PROMPT_01, 36);
  });

  it('PROMPT_STATUS_MISMATCH: a shared prompt is checked against each step that uses it', () => {
    const prompt = '.ai-engineering/prompts/common/verify-artifact.md';
    const r = new Pkg('composite').editLine(prompt, 29, ' | VERIFICATION_BLOCKED', '').validate();
    const found = r.diagnostics.filter((d) => d.code === 'PROMPT_STATUS_MISMATCH');
    expect(found.map((d) => `${d.file}:${d.line}`)).toEqual([`${prompt}:29`, `${prompt}:29`, `${prompt}:29`]);
    expect(found.map((d) => /step '(\w+)'/.exec(d.message)?.[1]).sort()).toEqual(['design_verification', 'flow_verification', 'test_case_verification']);
  });

  it('PROMPT_STATUS_MISMATCH: the status line of an inline_instruction', () => {
    const p = new Pkg('requirement-to-design').editLine(WF.r2d, 90, 'READINESS_BLOCKED', 'READINESS_FAIL');
    one(p.validate(), 'PROMPT_STATUS_MISMATCH', WF.r2d, 90, 7);
  });

  it('PROMPT_STATUS_LINE_MISSING: a WORKFLOW_GATE template in a prompt without its status line (warning, at the template)', () => {
    const r = new Pkg('requirement-to-design').replaceLine(R2D_PROMPT_01, 31, '  status: <one of the statuses above>', 'status:').validate();
    const d = one(r, 'PROMPT_STATUS_LINE_MISSING', R2D_PROMPT_01, 28);
    expect(d.severity).toBe('warning');
    expect(d.message).toContain('ANALYSIS_COMPLETE, ANALYSIS_BLOCKED');
  });

  it('a prompt without an explicit status union (and no gate template) is valid: the stage contract lists the statuses', () => {
    const p = new Pkg('requirement-to-design');
    const text = p.read(R2D_PROMPT_01);
    p.write(R2D_PROMPT_01, text.slice(0, text.indexOf('```yaml')));
    expect(findings(p.validate())).toEqual([]);
  });

  it('an inline_instruction without a status line is valid (4.0: equality is checked only for an explicit union)', () => {
    const r = new Pkg('requirement-to-design').replaceLine(WF.r2d, 90, '      Choose the status that fits.', 'status:').validate();
    expect(findings(r)).toEqual([]);
  });

  it('PROMPT_GATE_TEMPLATE_MISMATCH: a prompt whose gate template names another step (warning, at the prompt line)', () => {
    const r = new Pkg('requirement-to-design').editLine(R2D_PROMPT_01, 30, 'step: current_state_analysis', 'step: artifact_detailed_design').validate();
    const d = one(r, 'PROMPT_GATE_TEMPLATE_MISMATCH', R2D_PROMPT_01, 30, 9);
    expect(d.severity).toBe('warning');
    expect(d.message).toContain("says step: artifact_detailed_design, but the step is 'current_state_analysis'");
  });

  it('PROMPT_GATE_TEMPLATE_MISMATCH: the workflow name too; a {{step}} placeholder names nothing', () => {
    const r = new Pkg('requirement-to-design').editLine(R2D_PROMPT_01, 29, 'workflow: requirement-to-design', 'workflow: other-flow').editLine(R2D_PROMPT_01, 30, 'step: current_state_analysis', 'step: {{step}}').validate();
    one(r, 'PROMPT_GATE_TEMPLATE_MISMATCH', R2D_PROMPT_01, 29);
  });
});

describe('skills', () => {
  it('SKILL_NOT_FOUND', () => {
    const r = new Pkg('requirement-to-design').remove('.github/skills/runtime-flow-analysis').validate();
    one(r, 'SKILL_NOT_FOUND', WF.r2d, 19, 9);
  });

  it('SKILL_NOT_FOUND: flow-style skills list, at the item', () => {
    const p = new Pkg('requirement-to-design').remove('.github/skills/requirement-gap-analysis');
    one(p.validate(), 'SKILL_NOT_FOUND', WF.r2d, 33, col(p.line(WF.r2d, 33), 'requirement-gap-analysis'));
  });

  it('SKILL_NOT_FOUND: a skill name with a placeholder, which a run never substitutes (declared or not: one finding, no UNDECLARED_PLACEHOLDER)', () => {
    for (const name of ['{{scope_slug}}', '{{no_such_input}}']) {
      const p = new Pkg('requirement-to-design').editLine(WF.r2d, 33, 'requirement-gap-analysis', `'${name}'`);
      const r = p.validate();
      const d = one(r, 'SKILL_NOT_FOUND', WF.r2d, 33, col(p.line(WF.r2d, 33), `'${name}'`));
      expect(d.message).toContain('a skill name is not substituted');
      expect(r.diagnostics.filter((x) => x.code === 'UNDECLARED_PLACEHOLDER')).toEqual([]);
    }
  });

  it('SKILL_STATUS_NOT_ROUTED: emitted_statuses not a subset of statuses (at the skill line)', () => {
    const skill = '.github/skills/impact-verification/SKILL.md';
    const r = new Pkg('patch-impact').editLine(skill, 19, 'IMPACT_FINDINGS', 'IMPACT_FINDING').validate();
    const d = one(r, 'SKILL_STATUS_NOT_ROUTED', skill, 19, 1);
    expect(d.message).toContain("Did you mean 'IMPACT_FINDINGS'?");
  });

  it('SKILL_STATUS_NOT_ROUTED: a per-item step using a skill with a contract', () => {
    const skill = '.github/skills/detailed-design/SKILL.md';
    const r = new Pkg('design-to-implementation').editLine(skill, 21, 'DD_BLOCKED_DEPENDENCY]', 'DD_BLOCKED_DEPENDENCY, DD_SKIPPED]').validate();
    one(r, 'SKILL_STATUS_NOT_ROUTED', skill, 21);
  });

  it('SKILL_CONTRACT_INVALID: emitted_statuses is not a list', () => {
    const skill = '.github/skills/impact-verification/SKILL.md';
    const r = new Pkg('patch-impact').replaceLine(skill, 19, 'emitted_statuses: IMPACT_VERIFIED', 'emitted_statuses').validate();
    one(r, 'SKILL_CONTRACT_INVALID', skill, 19);
  });

  it('SKILL_CONTRACT_INVALID: a contract without its end marker', () => {
    const skill = '.github/skills/impact-verification/SKILL.md';
    const p = new Pkg('patch-impact');
    const lines = p.read(skill).split('\n');
    const start = lines.findIndex((l) => l.includes('workflow-status-contract:start')) + 1;
    const end = lines.findIndex((l) => l.includes('workflow-status-contract:end')) + 1;
    one(p.deleteLines(skill, end).validate(), 'SKILL_CONTRACT_INVALID', skill, start);
  });
});

describe('resolver stages', () => {
  it('RESOLVER_INPUTS: retry_step bound to something else (flow style)', () => {
    const p = new Pkg('requirement-to-design').editLine(WF.r2d, 30, "'{{blocking_retry_step}}'", 'current_state_analysis');
    one(p.validate(), 'RESOLVER_INPUTS', WF.r2d, 30, col(p.line(WF.r2d, 30), 'current_state_analysis'));
  });

  it('RESOLVER_INPUTS: a blocking input missing (block style)', () => {
    const r = new Pkg('requirement-to-design').deleteLines(WF.r2d, 45).validate();
    const d = one(r, 'RESOLVER_INPUTS', WF.r2d, 43);
    expect(d.message).toContain('blocking_qids');
  });

  it('RESOLVER_INPUTS: an extra input', () => {
    const r = new Pkg('requirement-to-design').insertAfter(WF.r2d, 46, '      scope_hint: payments').validate();
    one(r, 'RESOLVER_INPUTS', WF.r2d, 47);
  });

  it('RESOLVER_RETRY: on_success differs from retry_step', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 28, 'current_state_analysis', 'requirement_gap_analysis').validate();
    one(r, 'RESOLVER_RETRY', WF.r2d, 28);
  });

  it('RESOLVER_RETRY_NOT_ROUTING: the resolver retries a step that never routes to it (warning)', () => {
    const r = new Pkg('requirement-to-design').editLine(WF.r2d, 27, 'current_state_analysis', 'requirement_gap_analysis').editLine(WF.r2d, 28, 'current_state_analysis', 'requirement_gap_analysis').validate();
    expect(one(r, 'RESOLVER_RETRY_NOT_ROUTING', WF.r2d, 27).severity).toBe('warning');
  });
});

describe('child workflows', () => {
  it('CHILD_WORKFLOW_NOT_FOUND', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 105, 'post-readiness-audit.yaml', 'post-readiness-audit-v2.yaml').validate();
    one(r, 'CHILD_WORKFLOW_NOT_FOUND', WF.d2i, 105);
  });

  it('CHILD_WORKFLOW_NOT_FOUND: a mistyped path names the workflow it most likely meant (folder, name and extension off)', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 105, '.ai-engineering/workflows/post-readiness-audit.yaml', '.ai-engineering/workflow/post-readines-audit.yml').validate();
    const d = one(r, 'CHILD_WORKFLOW_NOT_FOUND', WF.d2i, 105);
    expect(d.message).toContain("'.ai-engineering/workflow/post-readines-audit.yml' does not exist. Did you mean '.ai-engineering/workflows/post-readiness-audit.yaml'?");
    expect(d.hint).toBe("Write '.ai-engineering/workflows/post-readiness-audit.yaml' (child workflow paths are relative to the workspace root), or add the workflow.");
  });

  it('CHILD_WORKFLOW_NOT_FOUND: a mistyped path written with a placeholder is fixed in its written part', () => {
    const r = new Pkg('design-to-implementation')
      .replaceLine(WF.d2i, 14, '    workflow_dir: .ai-engineering/workflows', '    stop_after_step: null')
      .editLine(WF.d2i, 105, '.ai-engineering/workflows/post-readiness-audit.yaml', "'{{workflow_dir}}/post-readines-audit.yaml'")
      .validate();
    const d = one(r, 'CHILD_WORKFLOW_NOT_FOUND', WF.d2i, 105);
    expect(d.hint).toBe(
      "Fix the path so that it reads '.ai-engineering/workflows/post-readiness-audit.yaml' once filled (it reads '.ai-engineering/workflows/post-readines-audit.yaml'; child workflow paths are relative to the workspace root), or add the workflow.",
    );
  });

  it('CHILD_WORKFLOW_INVALID: the child has errors of its own', () => {
    const p = new Pkg('design-to-implementation').editLine(WF.audit, 20, 'traceability_audit', 'traceability_audti');
    const d = one(p.validate([WF.d2i]), 'CHILD_WORKFLOW_INVALID', WF.d2i, 105);
    expect(d.message).toContain(`${WF.audit}:20`);
    // Validating the directory shows the child's own finding too.
    const all = p.validate();
    has(all, 'UNKNOWN_TARGET', WF.audit, 20);
    has(all, 'CHILD_WORKFLOW_INVALID', WF.d2i, 105);
  });

  it('CHILD_WORKFLOW_CYCLE: a workflow that runs itself', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 105, 'post-readiness-audit.yaml', 'design-to-implementation.yaml').validate([WF.d2i]);
    one(r, 'CHILD_WORKFLOW_CYCLE', WF.d2i, 105);
  });

  it('CHILD_WORKFLOW_CYCLE: two workflows that run each other', () => {
    const p = new Pkg('design-to-implementation');
    // The child gets a child_workflow step that runs the parent.
    p.replaceLine(WF.audit, 47, '      POST_READINESS_AUDIT_PASS: rerun_parent', 'POST_READINESS_AUDIT_PASS');
    p.insertAfter(
      WF.audit,
      48,
      [
        '  rerun_parent:',
        `    child_workflow: ${WF.d2i}`,
        "    inputs: {scope: '{{scope}}', scope_slug: '{{scope_slug}}', run_id: '{{run_id}}'}",
        "    output: '{{artifact_root}}/audits/parent_rerun.md'",
        '    statuses: {WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED}',
      ].join('\n'),
    );
    const r = p.validate([WF.d2i]);
    has(r, 'CHILD_WORKFLOW_INVALID', WF.d2i, 105);
    expect(r.diagnostics.find((d) => d.code === 'CHILD_WORKFLOW_INVALID')!.message).toContain('CHILD_WORKFLOW_CYCLE');
    has(p.validate([WF.audit]), 'CHILD_WORKFLOW_INVALID', WF.audit, 50);
  });

  it('CHILD_FRESH_WITHOUT_IGNORE: ignore_previous_completion missing', () => {
    const r = new Pkg('design-to-implementation').deleteLines(WF.d2i, 113).validate();
    one(r, 'CHILD_FRESH_WITHOUT_IGNORE', WF.d2i, 112);
  });

  it('CHILD_FRESH_WITHOUT_IGNORE: ignore_previous_completion false', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 113, 'true', 'false').validate();
    one(r, 'CHILD_FRESH_WITHOUT_IGNORE', WF.d2i, 113);
  });

  it('CHILD_INPUT_NOT_BOUND: a required child input is not bound', () => {
    const r = new Pkg('design-to-implementation').deleteLines(WF.d2i, 108).validate();
    const d = one(r, 'CHILD_INPUT_NOT_BOUND', WF.d2i, 106);
    expect(d.message).toContain('scope_slug');
  });

  it('CHILD_INPUT_NOT_BOUND: for an input the parent does not have, the hint asks for a value (not a self-reference)', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.audit, 10, 'run_id]', 'run_id, audit_depth]').validate([WF.d2i]);
    const d = one(r, 'CHILD_INPUT_NOT_BOUND', WF.d2i, 106);
    expect(d.hint).toBe("Add audit_depth: <value> to the step's inputs.");
  });

  it("CHILD_INPUT_NOT_BOUND: inside per_item, the hint binds the foreach's per-item values by name (a child sees only its step's inputs)", () => {
    const head = ["version: '4.0'", "state_path: 'runs/{{run_id}}/workflow_state.yaml'"];
    const p = new Pkg('requirement-to-design')
      .write('child.yaml', [...head, 'name: child', 'inputs: {required: [run_id, item_id, name_slug, depth]}', 'steps:', '  work:', "    run: 'true'", "    output: 'runs/{{run_id}}/{{item_id}}-{{name_slug}}-{{depth}}.md'", '    statuses: {OK: DONE}', ''].join('\n'))
      .write(
        'fe.yaml',
        [
          ...head,
          'name: fe',
          'inputs: {required: [run_id]}',
          'steps:',
          '  loop:',
          '    foreach:',
          '      source: reg.md',
          '      id_field: ID',
          '      bindings: {name_slug: {field: Name, transform: slugify}}',
          '    per_item:',
          '      sub:',
          '        child_workflow: child.yaml',
          "        inputs: {run_id: '{{run_id}}'}",
          '        statuses: {WORKFLOW_COMPLETE: next_artifact}',
          '    completion: {require: all rows VERIFIED, on_complete: DONE}',
          '',
        ].join('\n'),
      );
    const d = one(p.validate(['fe.yaml']), 'CHILD_INPUT_NOT_BOUND', 'fe.yaml', 14);
    expect(d.message).toBe("child workflow step 'sub' does not bind item_id, name_slug, depth, required by child.yaml");
    expect(d.hint).toBe("Add item_id: '{{item_id}}', name_slug: '{{name_slug}}', depth: <value> to the step's inputs (the foreach's per-item values item_id, name_slug reach the child only through them).");
    // Done as the hint says, the workflow is valid.
    p.write('fe.yaml', p.read('fe.yaml').replace("inputs: {run_id: '{{run_id}}'}", "inputs: {run_id: '{{run_id}}', item_id: '{{item_id}}', name_slug: '{{name_slug}}', depth: full}"));
    expect(findings(p.validate(['fe.yaml']))).toEqual([]);
  });

  it('CHILD_INPUT_UNKNOWN: an input the child does not declare (warning)', () => {
    const r = new Pkg('design-to-implementation').insertAfter(WF.d2i, 110, '      audit_depth: full').validate();
    expect(one(r, 'CHILD_INPUT_UNKNOWN', WF.d2i, 111).severity).toBe('warning');
  });

  it('CHILD_STATUS_UNKNOWN: routing an outcome the child can never end with (warning)', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 118, 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE', 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENSE').validate();
    const d = has(r, 'CHILD_STATUS_UNKNOWN', WF.d2i, 118);
    expect(d.message).toContain("Did you mean 'WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE'?");
    // The consequence: the outcome the typo meant is now not routed.
    expect(has(r, 'CHILD_OUTCOME_NOT_ROUTED', WF.d2i, 115).message).toContain('does not route WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    expect(findings(r)).toHaveLength(2);
  });

  it('CHILD_STATUS_UNKNOWN: WORKFLOW_BLOCKED (no run ends with it) is one finding naming the blocked outcomes to route instead, never a near stop code such as WORKFLOW_LOCKED', () => {
    // WORKFLOW_BLOCKED: BLOCKED in place of the SOURCE_GAPS and EXTERNAL_EVIDENCE routes.
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 117, 'WORKFLOW_BLOCKED_SOURCE_GAPS', 'WORKFLOW_BLOCKED').deleteLines(WF.d2i, 118).validate();
    const d = one(r, 'CHILD_STATUS_UNKNOWN', WF.d2i, 117);
    expect(d.severity).toBe('warning');
    expect(d.message).not.toContain('WORKFLOW_LOCKED');
    expect(d.message).toContain("routes 'WORKFLOW_BLOCKED', which no run ends with: a blocked child ends with the WORKFLOW_BLOCKED_* code of its cause;");
    expect(d.message).toContain('can end with WORKFLOW_BLOCKED_SOURCE_GAPS and WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE (');
    expect(d.hint).toBe('Route the blocked outcomes by name in place of WORKFLOW_BLOCKED: WORKFLOW_BLOCKED_SOURCE_GAPS: BLOCKED, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED.');
    // An outcome routed by name is not named again; with every blocked outcome routed, the key is only superfluous.
    const routed = new Pkg('design-to-implementation').insertAfter(WF.d2i, 118, '      WORKFLOW_BLOCKED: BLOCKED').validate();
    expect(one(routed, 'CHILD_STATUS_UNKNOWN', WF.d2i, 119).hint).toContain('Remove WORKFLOW_BLOCKED: the blocked outcomes');
    // A child with no way to BLOCKED: the key is only superfluous, and the hint says why.
    const never = new Pkg('design-to-implementation')
      .write('flows/child.yaml', "version: '4.0'\nname: c\nstate_path: 'runs/c/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  one:\n    run: echo\n    output: 'runs/c/{{run_id}}/one.md'\n    statuses: {OK: DONE}\n")
      .write('flows/parent.yaml', "version: '4.0'\nname: p\nstate_path: 'runs/p/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  c:\n    child_workflow: flows/child.yaml\n    inputs: {run_id: 'c-{{run_id}}'}\n    statuses: {WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED: BLOCKED}\n")
      .validate(['flows/parent.yaml']);
    expect(one(never, 'CHILD_STATUS_UNKNOWN', 'flows/parent.yaml', 10).hint).toBe('Remove WORKFLOW_BLOCKED: flows/child.yaml has no step that leads to BLOCKED.');
    // A typo of an outcome still gets the outcome this child can end with.
    const typo = new Pkg('design-to-implementation').editLine(WF.d2i, 117, 'WORKFLOW_BLOCKED_SOURCE_GAPS', 'WORKFLOW_BLOCKED_SOURCE_GAP').validate();
    expect(has(typo, 'CHILD_STATUS_UNKNOWN', WF.d2i, 117).message).toContain("Did you mean 'WORKFLOW_BLOCKED_SOURCE_GAPS'?");
  });

  it('CHILD_OUTCOME_NOT_ROUTED: an outcome the child can end with (its BLOCKED routes, loop limits, hand-offs) that the step does not route (warning)', () => {
    const r = new Pkg('design-to-implementation').deleteLines(WF.d2i, 119).validate();
    const d = one(r, 'CHILD_OUTCOME_NOT_ROUTED', WF.d2i, 115);
    expect(d.severity).toBe('warning');
    expect(d.message).toContain('WORKFLOW_BLOCKED_LOOP_LIMIT');
    expect(d.message).toContain('audit_evidence_collection -> resolve_audit_unknowns -> audit_evidence_collection');
  });

  it('CHILD_SHARES_RUN_ROOT: a fresh child whose run root is the parent\'s own (warning)', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 110, "'{{artifact_root}}/audit'", "'{{artifact_root}}'").validate();
    const d = one(r, 'CHILD_SHARES_RUN_ROOT', WF.d2i, 105);
    expect(d.severity).toBe('warning');
    expect(d.message).toContain('children/post-readiness-audit/');
  });
});

describe('composite phases', () => {
  it('CHILD_WORKFLOW_NOT_FOUND: a phase workflow that does not exist', () => {
    const r = new Pkg('composite').editLine(WF.pipeline, 23, 'solution-design.yaml', 'solution-designs.yaml').validate([WF.pipeline]);
    one(r, 'CHILD_WORKFLOW_NOT_FOUND', WF.pipeline, 23);
  });

  it('CHILD_WORKFLOW_INVALID: a phase workflow that is itself invalid', () => {
    const r = new Pkg('composite').editLine(WF.tests, 26, 'test_case_verification', 'test_case_verify').validate([WF.pipeline]);
    one(r, 'CHILD_WORKFLOW_INVALID', WF.pipeline, 30);
  });

  it('CHILD_WORKFLOW_CYCLE: a phase that runs the composite itself', () => {
    const r = new Pkg('composite').editLine(WF.pipeline, 30, 'test-design.yaml', 'reverse-engineering-pipeline.yaml').validate([WF.pipeline]);
    one(r, 'CHILD_WORKFLOW_CYCLE', WF.pipeline, 30);
  });

  it('PHASE_INPUT_UNDECLARED: pass_inputs names something the composite does not declare', () => {
    const p = new Pkg('composite').editLine(WF.pipeline, 24, 'requirement_path]', 'requirement_file]');
    one(p.validate([WF.pipeline]), 'PHASE_INPUT_UNDECLARED', WF.pipeline, 24, col(p.line(WF.pipeline, 24), 'requirement_file'));
  });

  it('CHILD_INPUT_NOT_BOUND: a child required input not covered by pass_inputs ∪ derived_inputs', () => {
    const r = new Pkg('composite').deleteLines(WF.pipeline, 27).validate([WF.pipeline]);
    const d = one(r, 'CHILD_INPUT_NOT_BOUND', WF.pipeline, 24);
    expect(d.message).toContain('analysis_root');
  });

  it('CHILD_INPUT_UNKNOWN: a derived input the child does not declare (warning)', () => {
    const r = new Pkg('composite').insertAfter(WF.pipeline, 20, "      report_root: 'docs/runs/{{run_id}}/reports'").validate([WF.pipeline]);
    one(r, 'CHILD_INPUT_UNKNOWN', WF.pipeline, 21);
  });

  it('PHASE_TERMINAL_STATUS_UNKNOWN: require_terminal_status names no stop code or terminal status', () => {
    const r = new Pkg('composite').editLine(WF.pipeline, 21, 'WORKFLOW_COMPLETE', 'WORKFLOW_DONE').validate([WF.pipeline]);
    one(r, 'PHASE_TERMINAL_STATUS_UNKNOWN', WF.pipeline, 21);
  });

  it("require_terminal_status accepts the child's own terminal statuses", () => {
    const p = new Pkg('composite');
    p.replaceLine(WF.tests, 57, '      TEST_DESIGN_BLOCKED: handoff', 'TEST_DESIGN_BLOCKED');
    p.insertAfter(WF.tests, 57, '  handoff:\n    instruction: Hand the test design back.\n    terminal_status: WORKFLOW_BLOCKED_TEST_HANDOFF');
    p.editLine(WF.pipeline, 35, '[WORKFLOW_COMPLETE]', '[WORKFLOW_COMPLETE, WORKFLOW_BLOCKED_TEST_HANDOFF]');
    expect(findings(p.validate())).toEqual([]);
  });
});

describe('foreach bindings', () => {
  it('FOREACH_BINDING_INVALID: transform other than slugify', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 49, 'slugify', 'kebab').validate();
    one(r, 'FOREACH_BINDING_INVALID', WF.d2i, 49);
  });

  it('FOREACH_BINDING_INVALID: an empty field', () => {
    const r = new Pkg('design-to-implementation').editLine(WF.d2i, 46, 'Artifact ID', "''").validate();
    one(r, 'FOREACH_BINDING_INVALID', WF.d2i, 46);
  });

  it('FOREACH_BINDING_INVALID: a binding that takes a runner-owned name', () => {
    const r = new Pkg('design-to-implementation').insertAfter(WF.d2i, 49, '        step:\n          field: Step').validate();
    one(r, 'FOREACH_BINDING_INVALID', WF.d2i, 50);
  });

  it('FOREACH_BINDING_SHADOWS_INPUT: a binding named like a workflow input (warning)', () => {
    const r = new Pkg('design-to-implementation').insertAfter(WF.d2i, 49, '        scope:\n          field: Scope').validate();
    expect(one(r, 'FOREACH_BINDING_SHADOWS_INPUT', WF.d2i, 50).severity).toBe('warning');
  });
});

describe('files', () => {
  it('NO_WORKFLOW_FILES: a directory without workflows is an error (a CI gate on a wrong folder fails)', () => {
    const r = new Pkg('requirement-to-design').validate(['docs']);
    expect(one(r, 'NO_WORKFLOW_FILES', 'docs', 0).severity).toBe('error');
  });

  it('WORKFLOW_FILE_UNREADABLE: a target that does not exist', () => {
    one(new Pkg('requirement-to-design').validate(['nope.yaml']), 'WORKFLOW_FILE_UNREADABLE', 'nope.yaml', 0);
  });

  it('PATH_OUTSIDE_WORKSPACE: a target outside the workspace', () => {
    const r = new Pkg('requirement-to-design').validate(['../../etc']);
    expect(r.diagnostics[0]?.code).toBe('PATH_OUTSIDE_WORKSPACE');
  });

  it('STEPS_AND_PHASES and NO_STEPS', () => {
    const p = new Pkg('composite');
    const head = ["version: '4.0'", 'name: odd', "state_path: 'runs/{{run_id}}/state.yaml'"];
    p.write('none.yaml', [...head, 'inputs: {required: [run_id]}', 'steps:', ''].join('\n'));
    p.write('both.yaml', [...head, 'steps:', '  a:', "    run: 'true'", "    output: 'runs/{{run_id}}/a.md'", '    statuses: {OK: DONE}', 'phases:', `  p: {workflow: ${WF.tests}}`, ''].join('\n'));
    const both = p.validate(['both.yaml']);
    has(both, 'STEPS_AND_PHASES', 'both.yaml', 9);
    const none = p.validate(['none.yaml']);
    expect(none.diagnostics.map((d) => d.code)).toContain('INVALID_TYPE');
  });
});
