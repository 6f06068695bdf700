// The fair source's HMAC-SHA256(serverSeed, message) through node:crypto: the same bytes as the
// engine's @noble/hashes (which the browser's verifier runs), several times faster on the server.
import { createHmac } from 'node:crypto';
import type { SeedMac } from '@hall/game-engine/fair';

export const nativeMac: SeedMac = (serverSeed, message) => createHmac('sha256', serverSeed).update(message).digest();
