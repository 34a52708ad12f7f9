// The public API of @keyshop/ui: named exports only. Keep this list sorted by area.
export * from './theme';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Badge';
export * from './components/IconButton';
export * from './components/Skeleton';
export * from './components/Price';
export * from './components/MetacriticScore';
export * from './components/StockNotice';
export * from './components/PlatformIcon';
export * from './components/Field';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/TextArea';
export * from './components/Select';
export * from './components/Checkbox';
export * from './components/Form';
