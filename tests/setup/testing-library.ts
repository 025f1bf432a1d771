import { configure } from '@testing-library/react';

// Screens and the frame's overlays are lazy chunks: under a loaded machine (two cores running the
// browser suite beside this one) their first import can take longer than findBy's default second.
// A wait that long only costs time when something is really missing.
configure({ asyncUtilTimeout: 5_000 });
