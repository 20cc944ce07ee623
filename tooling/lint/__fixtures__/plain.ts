// Linted under several file names: only the name decides.
export const value = 1;
