// /login (public): email and password, with a Forgot Password toggle showing the reset form. A
// user already logged in (typed /login, or sent here by a refused page) goes on to /quote.
import { useState } from 'react';
import { Box, Button, Card, Center, Heading, HStack, Text } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Navigate, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { appLayoutQuery } from '../../app/AppLayout.tsx';
import type { AppLayoutQuery } from '../../app/__generated__/AppLayoutQuery.graphql.ts';
import { LoginForm } from '../../features/session/components/LoginForm.tsx';
import { ResetPasswordForm } from '../../features/session/components/ResetPasswordForm.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';

export default function LoginPage() {
  const navigate = useNavigate();
  const [resetting, setResetting] = useState(false);
  // The session query of the app shell (route 'root'): it follows logins and logouts.
  const session = useRouteLoaderData('root') as PreloadedQuery<AppLayoutQuery>;
  const { viewer } = usePreloadedQuery<AppLayoutQuery>(appLayoutQuery, session);
  if (viewer) return <Navigate to="/quote" replace />;
  return (
    <Center minH="calc(100vh - 4rem)" px="4" py="12">
      <Box w="full" maxW="md">
        <HStack gap="3" justify="center" mb="6">
          <BrandMark size={40} />
          <Box>
            <Text fontWeight="semibold" fontSize="xl" letterSpacing="tight" lineHeight="short">
              Dumpster Quoting
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Staff quoting and back office
            </Text>
          </Box>
        </HStack>
        <Card.Root variant="elevated" size="lg" bg="white">
          <Card.Header>
            <Heading as="h1" size="lg">
              {resetting ? 'Reset your password' : 'Log in'}
            </Heading>
          </Card.Header>
          <Card.Body>
            {resetting ? (
              <ResetPasswordForm />
            ) : (
              <LoginForm onLoggedIn={() => navigate('/quote')} />
            )}
          </Card.Body>
          <Card.Footer justifyContent="center" pt="0">
            <Button
              variant="plain"
              colorPalette="teal"
              size="sm"
              onClick={() => setResetting((r) => !r)}
            >
              {resetting ? 'Back to Login' : 'Forgot Password?'}
            </Button>
          </Card.Footer>
        </Card.Root>
      </Box>
    </Center>
  );
}
