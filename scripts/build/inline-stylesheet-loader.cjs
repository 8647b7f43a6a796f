// @ts-check
/**
 * A Turbopack loader (next.config.mjs `turbopack.rules['*.inline.css']`): the stylesheet compiled by the
 * same Tailwind PostCSS plugin as postcss.config.mjs, minified, and exported as a string, so a public
 * root layout can put it in the page itself instead of a render-blocking <link> (issue 40 point 1,
 * docs/adr/0115). Tailwind reports the files it read and the folders it scanned for class names: they
 * are the loader's dependencies, so a new class in a component rebuilds the string under `next dev`.
 */
const postcss = require('postcss');
const tailwind = require('@tailwindcss/postcss');

/** @typedef {{ resourcePath: string; async(): (err: Error | null, out?: string) => void; addDependency(file: string): void; addContextDependency(dir: string): void }} LoaderContext */

/**
 * @this {LoaderContext}
 * @param {string} source
 */
module.exports = function inlineStylesheetLoader(source) {
  const done = this.async();
  postcss([tailwind({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      for (const message of result.messages) {
        if (message.type === 'dependency') this.addDependency(message.file);
        if (message.type === 'dir-dependency') this.addContextDependency(message.dir);
      }
      done(null, `export default ${JSON.stringify(result.css)};\n`);
    })
    .catch((/** @type {Error} */ err) => done(err));
};
