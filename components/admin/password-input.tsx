'use client';
import { Button, TextField } from '@radix-ui/themes';
import { useState } from 'react';

/** A password field with a show/hide toggle that keeps its accessible name in sync. */
export function PasswordInput(
  props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'color' | 'defaultValue'> & {
    id: string;
    value?: string;
    ref?: React.Ref<HTMLInputElement>;
    visible?: boolean;
    onToggle?: () => void;
    toggle?: boolean;
  },
) {
  const { visible: controlled, onToggle, toggle = true, ...rest } = props;
  const [own, setOwn] = useState(false);
  const visible = controlled ?? own;
  return (
    <TextField.Root {...rest} size="3" type={visible ? 'text' : 'password'}>
      {toggle ? (
        <TextField.Slot side="right">
          <Button
            type="button"
            variant="ghost"
            size="2"
            onClick={onToggle ?? (() => setOwn((v) => !v))}
            aria-controls={props.id}
            aria-pressed={visible}
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </Button>
        </TextField.Slot>
      ) : null}
    </TextField.Root>
  );
}
