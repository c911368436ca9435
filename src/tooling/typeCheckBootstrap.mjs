// Worker threads do not inherit tsx's loader; register it here, then start the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
await import('./typeCheckThread.ts');
