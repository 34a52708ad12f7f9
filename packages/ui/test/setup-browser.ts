import { lightTheme } from '../src/theme';
import '../src/theme/global.css';

// Component tests render under the light theme, as a consumer's page would.
document.documentElement.classList.add(lightTheme);

// Links in components point at app paths (/support, /cart…). Following one would replace the test page and
// abort the run, so path navigations are stopped here; in-page (#hash) links behave normally.
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (link && !link.getAttribute('href')!.startsWith('#')) event.preventDefault();
});
