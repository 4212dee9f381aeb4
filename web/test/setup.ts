// What jsdom lacks and Chakra UI (Ark, floating-ui, zag) or the app call: matchMedia,
// ResizeObserver, IntersectionObserver, scrollTo / scrollIntoView (the classes Node has come
// from web/test/environment.js). Loaded by the jest project `component` (jest.config.js) before
// each test file.
import { configure } from '@testing-library/react';

const noop = () => {};

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = noop as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= noop;
Element.prototype.scrollTo ??= noop as typeof Element.prototype.scrollTo;

// findBy… and waitFor wait up to 5 s (not 1 s): lazy chunks and debounced searches on a busy
// machine.
configure({ asyncUtilTimeout: 5000 });
