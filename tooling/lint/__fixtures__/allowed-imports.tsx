// Linted as mf-content/src/features/fixture/allowed-imports.tsx: what a remote may import
// (the shared package by name, its own files, React). Must pass.
import { Loader } from '@koris/shared/ui';
import { useAuthStore } from '@koris/shared/auth';
import { useState } from 'react';
import HomePage from '../../exposes/HomePage';

export default function Fixture() {
  const [shown] = useState(true);
  const user = useAuthStore((s) => s.user);
  return shown && user ? <HomePage /> : <Loader />;
}
