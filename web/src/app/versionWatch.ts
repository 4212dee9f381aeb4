// Watching /cksum.txt for a new web build (docs/decisions.md#other): the first answer is the
// build this page runs; a later, different answer means a newer build is deployed.

/** How often the build checksum is read (docs/decisions.md#constants-and-limits). */
export const VERSION_CHECK_MS = 600_000;

export interface VersionWatchOptions {
  /** Reads the current checksum; a failure (offline, gateway restarting) is skipped. */
  fetchSum: () => Promise<string>;
  /** Called once, when a checksum differs from the first one read. */
  onNewVersion: () => void;
  intervalMs?: number;
  /**
   * Where the first checksum is kept; pass one that outlives the watcher (module state) so a
   * remounted banner still compares with the build the page loaded, not with a newer one.
   */
  build?: { sum: string | null };
}

/** Starts watching; returns the function that stops it. */
export function watchVersion({
  fetchSum,
  onNewVersion,
  intervalMs = VERSION_CHECK_MS,
  build = { sum: null },
}: VersionWatchOptions): () => void {
  let stopped = false;
  const check = async () => {
    let sum: string;
    try {
      sum = (await fetchSum()).trim();
    } catch {
      return;
    }
    if (stopped || !sum) return;
    if (build.sum === null) build.sum = sum;
    else if (sum !== build.sum) {
      stopped = true;
      clearInterval(timer);
      onNewVersion();
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  void check();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

/** The checksum of the deployed build, never from a cache. */
export async function fetchBuildSum(): Promise<string> {
  const res = await fetch('/cksum.txt', { cache: 'no-store' });
  if (!res.ok) throw new Error(`cksum ${res.status}`);
  return res.text();
}
