import { describe, expect, it } from '@jest/globals';
import { nodeVersionProblem } from './ensure.mjs';

describe('nodeVersionProblem (npm start and npm test on an old Node)', () => {
  it('says which Node is needed and which runs when the running one is older', () => {
    const problem = nodeVersionProblem('v18.20.4', '>=20.19');
    expect(problem).toContain('needs Node 20.19.0 or newer');
    expect(problem).toContain('runs on Node 18.20.4');
    expect(nodeVersionProblem('v20.18.9', '>=20.19')).toContain('Node 20.18.9');
  });
  it('is silent on the same or a newer Node', () => {
    expect(nodeVersionProblem('v20.19.0', '>=20.19')).toBeNull();
    expect(nodeVersionProblem('v20.20.2', '>=20.19')).toBeNull();
    expect(nodeVersionProblem('v22.1.0', '>=20.19')).toBeNull();
    expect(nodeVersionProblem('v22.12.0', '>= 22.12.0')).toBeNull();
  });
  it('does not judge a range that is not a lower bound', () => {
    expect(nodeVersionProblem('v18.0.0', '^20.19.0 || >=22.12.0')).toBeNull();
    expect(nodeVersionProblem('v18.0.0', undefined)).toBeNull();
  });
});
