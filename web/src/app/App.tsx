// Providers (Chakra, Relay) around the router; also ends the session when the gateway says so.
import { ChakraProvider } from '@chakra-ui/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import { RouterProvider } from 'react-router-dom';
import { environment } from '../relay/environment.ts';
import { onSessionEnded } from '../relay/network.ts';
import { flash } from '../ui/flash/index.ts';
import { router } from './router.tsx';
import { system } from './theme.ts';

onSessionEnded(() => {
  commitLocalUpdate(environment, (store) => store.getRoot().setValue(null, 'viewer'));
  if (router.state.location.pathname !== '/login') {
    flash.show('Session expired, please relogin', { severity: 'error', timeout: 2000 });
    void router.navigate('/login');
  }
});

export function App() {
  return (
    <ChakraProvider value={system}>
      <RelayEnvironmentProvider environment={environment}>
        <RouterProvider router={router} />
      </RelayEnvironmentProvider>
    </ChakraProvider>
  );
}
