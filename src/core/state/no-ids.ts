/**
 * No ids: one frozen empty list that every item without dependencies (or without dependencies it
 * waits for) shares — 100,000 items held 200,000 empty arrays otherwise. Re-exported by state.ts.
 */
export const NO_IDS = Object.freeze([]) as readonly string[] as string[];
