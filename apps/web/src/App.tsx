import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './routes/router';

export function App() {
  // One router for the app's lifetime (created on first render, so importing App starts nothing).
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}
