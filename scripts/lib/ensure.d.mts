// Types of ensure.mjs (plain JavaScript, since it runs before anything is installed) for the
// TypeScript that imports it (its test).
import type { SpawnSyncOptions } from 'node:child_process';

/** The repository root. */
export const root: string;
/** Runs a command in the repository root, inheriting the terminal; answers the exit status. */
export function run(cmd: string, args: string[], opts?: SpawnSyncOptions): number;
/** What is wrong with running on Node `current` under engines.node `range`; null when it fits. */
export function nodeVersionProblem(current: string, range: string | undefined): string | null;
/** Stops with one clear message when the running Node is older than package.json's engines.node. */
export function ensureNodeVersion(): void;
/** Installs the dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies(): void;
/** The newest modification time of the files below `dir` that match `filter`. */
export function newest(dir: string, filter?: (file: string) => boolean): number;
/** The modification time of a file of the repository (0 when missing). */
export function mtime(file: string): number;
