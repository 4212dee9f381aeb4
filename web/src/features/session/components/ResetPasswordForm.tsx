import { useState, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import {
  RESET_SENT_MESSAGE,
  useRequestPasswordResetMutation,
} from '../mutations/RequestPasswordResetMutation.ts';
import { validateResetEmail } from '../validation.ts';

/** The Forgot Password form; ends in the reset-sent state. */
export function ResetPasswordForm() {
  const [request, sending] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const invalid = validateResetEmail(email);
    setFieldError(invalid);
    if (invalid || sending) return;
    setError(null);
    const result = await request(email.trim());
    if (result.ok) setSent(true);
    else setError(result.message);
  }

  if (sent) {
    return (
      <Alert.Root status="success" variant="subtle" data-testid="reset-sent">
        <Alert.Indicator />
        <Alert.Title>{RESET_SENT_MESSAGE}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          Enter your email and we will send you a link to choose a new password.
        </Text>
        {error ? (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Field.Root invalid={!!fieldError} required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="email"
            name="reset-email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            bg="white"
          />
          <Field.ErrorText>{fieldError}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          w="full"
          loading={sending}
          loadingText="Sending..."
        >
          Send Reset Email
        </Button>
      </Stack>
    </form>
  );
}
