// Jest runs outside the react-server condition; `server-only` would throw there.
export {};
