// What the main step leaves for the post step in GITHUB_STATE (read back as STATE_<name>).
export const POST_STATE = {
  /** Set by every main step: the same bundle then runs as the post step. */
  isPost: 'isPost',
  checkName: 'check-name',
  checkId: 'check-run-id',
  checkSha: 'check-sha',
  /** The main step completed its check: the post step has nothing to do. */
  checkCompleted: 'check-completed',
  /** The signal that interrupted the main step (SIGINT / SIGTERM). */
  interrupted: 'interrupted',
} as const;
