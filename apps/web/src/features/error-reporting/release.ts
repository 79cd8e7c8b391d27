/** Set by vite.config.ts at build time: the web package's version and the commit it was built from. */
declare const __DTMM_RELEASE__: string | undefined;

/** The release an error report names, so an operator can tell a fixed error from a new one. */
export const RELEASE: string = typeof __DTMM_RELEASE__ === 'string' ? __DTMM_RELEASE__ : 'unknown';
