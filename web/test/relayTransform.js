// Jest transform for the component tests: what vite-plugin-relay does in the build (each
// graphql`…` tag becomes an import of its artifact in the sibling __generated__/ folder, written
// by `npm run relay`), then @swc/jest as in the other projects.
import swcJest from '@swc/jest';

const TAG = /\bgraphql`\s*(?:fragment|query|mutation|subscription)\s+(\w+)[^`]*`/g;

function withArtifacts(src) {
  const names = new Set();
  const out = src.replace(TAG, (_, name) => {
    names.add(name);
    return `__relay_${name}`;
  });
  if (names.size === 0) return src;
  const imports = [...names].map(
    (n) => `import __relay_${n} from './__generated__/${n}.graphql.ts';`,
  );
  // Import declarations are hoisted, so appending keeps the source's line numbers.
  return `${out}\n${imports.join('\n')}\n`;
}

export function createTransformer(swcOptions) {
  const swc = swcJest.createTransformer(swcOptions);
  return {
    canInstrument: swc.canInstrument,
    getCacheKey: (src, file, opts) => swc.getCacheKey(withArtifacts(src), file, opts),
    process: (src, file, opts) => swc.process(withArtifacts(src), file, opts),
    processAsync: (src, file, opts) => swc.processAsync(withArtifacts(src), file, opts),
  };
}

export default { createTransformer };
