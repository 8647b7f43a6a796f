// Next looks for its config upwards from the app's directory: this empty one keeps the project's own
// next.config.mjs (headers, aliases, experiments) out of the floor build.
const config = {};
export default config;
