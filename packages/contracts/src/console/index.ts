export * from './common';
export * from './forms';
export * from './user-center';
export * from './dashboard';
export * from './monitor';
export * from './cards';
export * from './analytics';
export * from './people';
