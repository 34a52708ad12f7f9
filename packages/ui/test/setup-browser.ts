import { lightTheme } from '../src/theme';
import '../src/theme/global.css';

// Component tests render under the light theme, as a consumer's page would.
document.documentElement.classList.add(lightTheme);
