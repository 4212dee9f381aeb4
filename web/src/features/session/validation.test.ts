import { describe, expect, it } from '@jest/globals';
import { validateLogin, validateResetEmail } from './validation.ts';

describe('login validation', () => {
  it('requires both email and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'Email is required' });
    expect(validateLogin({ email: 'a@b.c', password: '' })).toEqual({
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'a@b.c', password: ' ' })).toEqual({});
  });
  it('requires the email for a reset', () => {
    expect(validateResetEmail('')).toBe('Email is required');
    expect(validateResetEmail('a@b.c')).toBeUndefined();
  });
});
