// What jsdom lacks and Chakra UI (Ark, floating-ui, zag), React Router or the app call:
// TextEncoder, matchMedia, ResizeObserver, IntersectionObserver, scrollTo / scrollIntoView.
// Loaded by the jest project `component` (jest.config.js) before each test file.
import { TextDecoder, TextEncoder } from 'node:util';
const noop = () => {};

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

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
