// Ports of the browser tests' servers. TEST_PORT_BASE (default 4410) moves them all, so a second
// checkout can run its tests beside the first: e2e servers from the base, visual ones from base + 10,
// and the Firebase Auth emulator at base + 30 (its hub and logging ports follow it).
const base = Number(process.env.TEST_PORT_BASE || 4410);

export const TEST_PORTS = { e2e: base, visual: base + 10, emulator: base + 30 } as const;

/** FIREBASE_AUTH_EMULATOR_HOST of the test builds and servers. */
export const TEST_EMULATOR_HOST = `127.0.0.1:${TEST_PORTS.emulator}`;
