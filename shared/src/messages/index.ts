export { serverMessages, type ServerMessageKey } from './server';
