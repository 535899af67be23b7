// What a check run is to the action: the port it reports through and GitHub's limits on a check's
// output. Its implementation over the REST API is checks.ts, loaded only when a check is published
// (it brings @actions/http-client and undici).
export type CheckConclusion = 'success' | 'neutral' | 'action_required' | 'failure' | 'cancelled';

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  message: string;
  title?: string;
}

export interface CheckResult {
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

export interface CheckRef {
  id: number;
  /** The check run's page (html_url). */
  url: string;
  /** complete(): annotations past the first request's that could not be added (the check is completed), and why. */
  annotationsLeftOut?: string;
}

export interface CheckRunPort {
  /** Create an in-progress check run on the commit. */
  start(name: string, headSha: string, detailsUrl: string | undefined): Promise<CheckRef>;
  /**
   * Complete a check run created by start (or create it completed when id is undefined).
   * `onCompleted`: called once GitHub has the check completed — before the further updates that add
   * annotations past the first request's —, so the step can record it at once (the post step then
   * leaves the check alone, even when the job is killed during those updates).
   */
  complete(id: number | undefined, name: string, headSha: string, detailsUrl: string | undefined, result: CheckResult, onCompleted?: (ref: CheckRef) => void): Promise<CheckRef>;
}

/** GitHub's limits on check run output: annotations are taken 50 a request, each update adding to the check's. */
export const MAX_CHECK_TEXT = 65_535;
export const MAX_CHECK_ANNOTATIONS = 50;
/** The most annotations a check is given (20 requests): a reviewer gets the findings on the files, not 50 of them. */
export const MAX_CHECK_ANNOTATIONS_TOTAL = 1000;
