// Size budgets (gzip). Peers and the runtime libraries the consumer installs are left out of the measure,
// so each figure is what @keyshop/ui itself adds to a page.
const ignore = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@radix-ui/*',
  'sonner',
  'class-variance-authority',
];
const single = (name, limit) => ({
  name: `import { ${name} }`,
  path: 'dist/index.js',
  import: `{ ${name} }`,
  ignore,
  gzip: true,
  limit,
});

module.exports = [
  { name: 'whole package JS', path: 'dist/index.js', import: '*', ignore, gzip: true, limit: '3 kB' },
  { name: 'styles.css', path: 'dist/index.css', gzip: true, limit: '3 kB' },
  single('Button', '1.5 kB'),
];
