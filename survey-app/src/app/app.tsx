import { useState, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { setApiNavigator } from '../lib/api-client';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  useEffect(() => setApiNavigator((path) => void router.navigate(path)), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
