export * from './api.js';
export * from './auth.js';
export * from './limits.js';
export * from './messages.js';
export * from './socket-events.js';
export * from './profile.js';
export * from './posts.js';
