/**
 * The blog's closing call to action, under the index and under an article: a title, a line, a primary
 * link and a quiet one. Plain links, as everywhere on the blog: no client script.
 */
export function CtaPanel({
  id,
  title,
  text,
  primary,
  secondary,
  narrow = false,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string;
  primary: { href: string; label: string };
  secondary: { href: string; label: string };
  /** Under an article: the article's width and a smaller heading. */
  narrow?: boolean;
}) {
  return (
    <section
      className={`bg-navy-900 mt-16 rounded-2xl px-6 text-center text-white ${narrow ? 'mx-auto max-w-3xl py-10' : 'py-12'}`}
      aria-labelledby={id}
    >
      <h2 id={id} className={`${narrow ? 'text-2xl' : 'text-3xl'} font-bold`}>
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-100">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        <a
          href={primary.href}
          className="text-navy-900 hover:bg-brand-50 rounded-md bg-white px-5 py-3 font-semibold"
        >
          {primary.label}
        </a>
        <a
          href={secondary.href}
          className="rounded-md px-5 py-3 font-semibold text-white underline underline-offset-4"
        >
          {secondary.label}
        </a>
      </div>
    </section>
  );
}
