import { useEffect, useLayoutEffect } from 'react';

/**
 * An effect run in the commit that draws the component (a layout effect) in the browser; on the server,
 * where useLayoutEffect warns and nothing is committed, a plain effect (which the server never runs).
 */
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
