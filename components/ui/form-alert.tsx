/**
 * A form's error about the whole request (a refusal, a network failure), under the form. Rendered only
 * with a message, so screen readers announce it when it appears.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
