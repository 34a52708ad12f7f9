export * from './common';
export * from './product';
export * from './auth';
export * from './orders';
export * from './messages';
export * from './events';
export * from './paths';
export * from './pages';
