// The component tests' jest environment: jsdom, plus the web platform classes Node has and
// jsdom lacks, which the app's router uses (a data router builds a Request per navigation).
// AbortController and AbortSignal come along: Node's Request accepts only Node's signal.
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'TextEncoder',
  'TextDecoder',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
];

export default class ComponentEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (name === 'AbortController' || name === 'AbortSignal' || !this.global[name])
        this.global[name] = globalThis[name];
    }
  }
}
