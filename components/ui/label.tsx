import type { ComponentProps } from 'react';

/**
 * A field's label; `optional` says so after it. It takes the colour of the text around it, so the
 * same label reads on the light forms and in the dark site footer.
 */
export function Label({
  optional,
  children,
  ...props
}: Omit<ComponentProps<'label'>, 'className'> & { optional?: boolean }) {
  return (
    <label className="mb-1 block text-sm font-medium" {...props}>
      {children}
      {optional ? <span className="font-normal opacity-80"> (optional)</span> : null}
    </label>
  );
}
