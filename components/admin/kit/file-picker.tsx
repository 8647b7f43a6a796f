'use client';
import { Button } from '@radix-ui/themes';
import { useRef } from 'react';

interface Props {
  /** The button's text, which names the control. */
  label: string;
  /** The input's `accept` list (the server checks the bytes again). */
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  loading?: boolean;
  disabled?: boolean;
  /** The id of a hint that says which files are accepted. */
  describedBy?: string;
  variant?: 'solid' | 'soft';
}

/**
 * The portal's one file picker: a themed button that opens the browser's file chooser. The file input
 * itself is hidden from sight and from assistive technology (the button is the one control they meet, so
 * there is no second, unnamed tab stop); keyboard and screen-reader users reach the chooser through it.
 */
export function FilePickerButton({
  label,
  accept,
  multiple = false,
  onFiles,
  loading,
  disabled,
  describedBy,
  variant = 'soft',
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        highContrast
        loading={loading}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared so choosing the same file again (after a failure) still fires a change.
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
