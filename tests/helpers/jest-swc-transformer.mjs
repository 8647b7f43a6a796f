// next/jest's SWC transform, emitting ES modules whenever Jest loads a file as one. On Node 24.9+
// Jest 30 require()s ES modules natively (Node's require(esm)): a `.mjs` file, and a `.js` file of a
// "type": "module" package it transforms (jose, @exodus/bytes, ...). next/jest compiled them to CommonJS
// unless their extension was in extensionsToTreatAsEsm (which Jest refuses for `.mjs`, and which would
// make every `.js` ESM), and they failed with "exports is not defined". Jest tells the transform which
// form it wants (supportsStaticESM, also part of its cache key), so that decides here. On Node 20 Jest
// loads them through its CommonJS path, as before. (docs/adr/0103)
import { createHash } from 'node:crypto';
import path from 'node:path';
import nextJestTransformer from 'next/dist/build/swc/jest-transformer.js';

/** @param {unknown} inputOptions next/jest's options for its transformer, passed on as they are. */
function createTransformer(inputOptions) {
  const next = nextJestTransformer.createTransformer(inputOptions);
  return {
    /**
     * Jest's default key leaves out the transform's own code: this one names this wrapper, so outputs
     * cached by next's transform alone (CommonJS for a file Jest loads as ESM) are never reused.
     * @param {string} src
     * @param {string} filename
     * @param {{ configString: string, instrument?: boolean, supportsStaticESM?: boolean }} options
     */
    getCacheKey(src, filename, options) {
      return createHash('sha1')
        .update(
          [
            'esm-aware-swc-1',
            filename,
            options.configString,
            String(options.instrument),
            String(options.supportsStaticESM),
          ].join('\0'),
        )
        .update(src)
        .digest('hex');
    },
    /**
     * @param {string} src
     * @param {string} filename
     * @param {{ supportsStaticESM?: boolean, config: { extensionsToTreatAsEsm?: string[] } }} jestOptions
     */
    process(src, filename, jestOptions) {
      if (!jestOptions.supportsStaticESM) return next.process(src, filename, jestOptions);
      const config = jestOptions.config;
      return next.process(src, filename, {
        ...jestOptions,
        config: {
          ...config,
          extensionsToTreatAsEsm: [...(config.extensionsToTreatAsEsm ?? []), path.extname(filename)],
        },
      });
    },
  };
}

const esmAwareSwcTransformer = { createTransformer };
export default esmAwareSwcTransformer;
