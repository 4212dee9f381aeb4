// The benchmarks' command-line options, each `--name value` (`npm run bench -- cpu --requests 300`).

/** The value after `--name`, or undefined when the option is not given. */
export function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** A numeric option `--name N`, or `fallback`. */
export const opt = (argv: readonly string[], name: string, fallback: number): number => {
  const value = arg(argv, name);
  return value === undefined ? fallback : Number(value);
};
