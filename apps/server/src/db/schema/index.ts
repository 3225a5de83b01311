export * from './users.js';
export * from './follows.js';
export * from './posts.js';
export * from './notifications.js';
export * from './chat.js';
export * from './projects.js';
export * from './documents.js';
export * from './stories.js';
