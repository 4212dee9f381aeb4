// Jest in ESM mode (see docs/stack.md#jest-in-esm-mode): run with NODE_OPTIONS=--experimental-vm-modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  // tsconfig.json's paths.
  moduleNameMapper: { '^@shared/(.*)$': '<rootDir>/shared/$1' },
};
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{api,gateway,web}/src/**/*.test.ts?(x)',
        '<rootDir>/shared/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '\\.component\\.test\\.tsx$'],
    },
    {
      // Web components with their Relay fragments, rendered in jsdom on a mock Relay
      // environment (web/README.md#component-tests).
      ...common,
      displayName: 'component',
      testMatch: ['<rootDir>/web/src/**/*.component.test.tsx'],
      testEnvironment: '<rootDir>/web/test/environment.js',
      transform: { '^.+\\.(t|j)sx?$': ['<rootDir>/web/test/relayTransform.js', swc[1]] },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
      // Stylesheets a component imports (Leaflet's) mean nothing to jsdom.
      moduleNameMapper: { ...common.moduleNameMapper, '\\.css$': '<rootDir>/web/test/empty.js' },
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/**/*.test.ts'],
      testPathIgnorePatterns: ['/tests/e2e/', '/tests/ops/'],
    },
    {
      // Replicas on a real PostgreSQL server (TEST_DATABASE_URL, else the local one): npm run test:ops.
      ...common,
      displayName: 'ops',
      testMatch: ['<rootDir>/tests/ops/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
    },
  ],
};
