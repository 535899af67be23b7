// A foreach step's per-item outputs digests (StepRecord.item_outputs; stall detection,
// run/progress.ts withItemOutputs): what each item's run accepted at its latest end, in any visit
// of the step. Kept by the item's index in the current visit's items (a persistent list, shared
// between states like the items themselves), the digest packed to its 32 bytes: a persistent map
// keyed by item id cost ~160 bytes of map per finished item and ~80 bytes of hex string beside
// the item's record (~25 MB live at 100,000 items done), this ~8 + 48. A later visit of the step
// may order or select other items, so when it loads (reduce.ts foreach_loaded) the digests of the
// visit before move to a map by item id, read only for an item the new visit has not ended yet.
import { List, Map as ImmutableMap } from 'immutable';

const HEX_DIGEST = /^[0-9a-f]{64}$/;
// A value that is not a sha256 in hex (a journal edited by hand) is kept as it is, behind a
// character no packed digest holds (packed ones are Latin-1), so the two never compare equal.
const UNPACKED = '\u0100';

/** The stored form of a digest: a hex sha256 as 32 Latin-1 characters (a 48-byte string instead of 80). */
export function packDigest(value: string): string {
  return HEX_DIGEST.test(value) ? Buffer.from(value, 'hex').toString('latin1') : UNPACKED + value;
}

export function unpackDigest(stored: string): string {
  return stored.startsWith(UNPACKED) ? stored.slice(UNPACKED.length) : Buffer.from(stored, 'latin1').toString('hex');
}

export class ItemOutputs {
  private constructor(
    /** By the item's index in the step's current foreach record (its items; a rerun that reopens the step keeps them). */
    private readonly byIndex: List<string | undefined>,
    /** Items' digests from the step's earlier loads of its items, by item id. */
    private readonly earlier: ImmutableMap<string, string>,
  ) {}

  static readonly EMPTY = new ItemOutputs(List<string | undefined>(), ImmutableMap<string, string>());

  /** The digest of the item at `index` of the current items (`id`: its id), unpacked; undefined before its first end. */
  get(index: number, id: string): string | undefined {
    const stored = this.byIndex.get(index) ?? this.earlier.get(id);
    return stored === undefined ? undefined : unpackDigest(stored);
  }

  /** With the item at `index` of the current items ended with `digest`. */
  set(index: number, digest: string): ItemOutputs {
    return new ItemOutputs(this.byIndex.set(index, packDigest(digest)), this.earlier);
  }

  /** When the step loads its items again (a new visit): the digests kept by index move to the map by id (`items`: the items they were kept for). */
  reloaded(items: List<{ id: string }>): ItemOutputs {
    if (this.byIndex.size === 0) return this;
    const earlier = this.earlier.withMutations((map) => {
      this.byIndex.forEach((stored, index) => {
        const id = items.get(index)?.id;
        if (stored !== undefined && id !== undefined) map.set(id, stored);
      });
    });
    return new ItemOutputs(List<string | undefined>(), earlier);
  }

  /** The digest kept for `index` of the current items as stored (packed), for tests of what a record retains. */
  storedAt(index: number): string | undefined {
    return this.byIndex.get(index);
  }

  /** How many digests are kept by index (the current items) and by id (earlier loads). */
  get sizes(): { byIndex: number; earlier: number } {
    let byIndex = 0;
    this.byIndex.forEach((d) => {
      if (d !== undefined) byIndex++;
    });
    return { byIndex, earlier: this.earlier.size };
  }
}
