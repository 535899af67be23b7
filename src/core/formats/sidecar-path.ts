// Where an imported workflow's run map lives (`<name>.stagegate.yaml` beside `<name>.json` /
// `<name>.yaml`): names only, no parser, so the agents' registry (which the CLI's light entry
// loads for --agent's names) can name the file in a fix without loading the YAML library.
export const SIDECAR_SUFFIX = '.stagegate.yaml';

/** `chains/quality-loop.json` -> `chains/quality-loop.stagegate.yaml`. */
export function sidecarPathFor(workflowFile: string): string {
  return workflowFile.replace(/\.(json|ya?ml)$/i, '') + SIDECAR_SUFFIX;
}

export function isSidecarFile(file: string): boolean {
  return file.toLowerCase().endsWith(SIDECAR_SUFFIX);
}
