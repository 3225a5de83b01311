export * from './users.js';
export * from './follows.js';
