import { useState, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { setApiNavigator } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  const [queryClient] = useState(createQueryClient);
  useEffect(() => setApiNavigator((path) => void router.navigate(path)), [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
