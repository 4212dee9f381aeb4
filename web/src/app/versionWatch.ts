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
}

/** Starts watching; returns the function that stops it. */
export function watchVersion({
  fetchSum,
  onNewVersion,
  intervalMs = VERSION_CHECK_MS,
}: VersionWatchOptions): () => void {
  let baseline: string | null = null;
  let stopped = false;
  const check = async () => {
    let sum: string;
    try {
      sum = (await fetchSum()).trim();
    } catch {
      return;
    }
    if (stopped || !sum) return;
    if (baseline === null) baseline = sum;
    else if (sum !== baseline) {
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
