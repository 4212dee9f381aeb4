import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy } from './security.ts';

const directive = (csp: string, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];

describe('contentSecurityPolicy', () => {
  it('offline: only our own origin, no frames, no inline or eval scripts', () => {
    const csp = contentSecurityPolicy({
      googleMapsBrowserKey: undefined,
      feedbackFormUrl: undefined,
      sentryDsn: undefined,
    });
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('opens Google Maps with a browser key, the feedback form origin and Sentry', () => {
    const csp = contentSecurityPolicy({
      googleMapsBrowserKey: 'key',
      feedbackFormUrl: 'https://forms.example.com/f/123?embedded=true',
      sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
    });
    expect(directive(csp, 'script-src')).toContain('https://maps.googleapis.com');
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'img-src')).toContain('https://maps.gstatic.com');
    expect(directive(csp, 'frame-src')).toEqual(['https://forms.example.com']);
    expect(directive(csp, 'connect-src')).toContain('https://o1.ingest.sentry.io');
  });
});
