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
