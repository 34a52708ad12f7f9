import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../state/navigation';

/** Lets modules outside React (the 401 handler, logout) navigate through the router. Mount once in the layout. */
export function useRouterNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path, options) => void navigate(path, options)), [navigate]);
}
