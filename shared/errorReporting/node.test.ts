import { describe, expect, it } from '@jest/globals';
import { errorReportingEnabled, reportError, startErrorReporting } from './node.ts';

describe('error reporting of the Node services', () => {
  it('starts nothing without SENTRY_DSN, and reporting is then a no-op', async () => {
    expect(await startErrorReporting({ dsn: undefined, service: 'gateway' })).toBe(false);
    expect(errorReportingEnabled()).toBe(false);
    expect(() => reportError(new Error('boom'))).not.toThrow();
  });
});
