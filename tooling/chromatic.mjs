// Visual review on Chromatic needs the service: a project token and network access. Neither is assumed here.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'npm run chromatic publishes Storybook to Chromatic for visual review.',
      'It needs CHROMATIC_PROJECT_TOKEN (from the project on chromatic.com) and network access to the service.',
      'Set the token and run it from a machine that can reach Chromatic; it is not part of npm test.',
    ].join('\n'),
  );
  process.exit(1);
}
const child = spawn(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
