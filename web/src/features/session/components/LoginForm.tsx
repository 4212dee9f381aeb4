import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { useLoginMutation } from '../mutations/LoginMutation.ts';
import { validateLogin, type LoginFieldErrors } from '../validation.ts';

/** Email and password form; states idle, processing, error (spec 2 "Login"). */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [login, processing] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errors = validateLogin({ email, password });
    setFieldErrors(errors);
    if (errors.email || errors.password || processing) return;
    setError(null);
    const result = await login(email.trim(), password);
    if (result.ok) onLoggedIn();
    else setError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="4">
        {error ? (
          <Alert.Root status="error" variant="subtle" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={!!fieldErrors.email} required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            bg="white"
          />
          <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!fieldErrors.password} required>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            bg="white"
          />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          w="full"
          loading={processing}
          loadingText="Processing Login..."
        >
          Login
        </Button>
      </Stack>
    </form>
  );
}
