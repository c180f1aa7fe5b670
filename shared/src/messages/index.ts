export { serverMessages, type ServerMessageKey } from './server';
export { uiMessages } from './ui';
