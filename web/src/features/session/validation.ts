// Client-side rules of the login page (docs/decisions.md#validation: email and password required).

export const EMAIL_REQUIRED = 'Email is required';
export const PASSWORD_REQUIRED = 'Password is required';

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

/** The required-field messages for a login attempt; empty when it may be sent. */
export function validateLogin(values: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (!values.email.trim()) errors.email = EMAIL_REQUIRED;
  if (!values.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/** The required-field message for the reset form, if any. */
export function validateResetEmail(email: string): string | undefined {
  return email.trim() ? undefined : EMAIL_REQUIRED;
}
