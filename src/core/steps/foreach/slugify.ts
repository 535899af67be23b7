// The one binding transform: deterministic, so an item's paths are the same on every run.
// Lowercase, every run of non-alphanumerics becomes "-", leading/trailing "-" trimmed.

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
