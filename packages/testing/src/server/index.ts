export { exited, freePort, SERVER_DIR, spawnServer, type ChildServer } from './child-server';
