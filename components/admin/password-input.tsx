'use client';
import clsx from 'clsx';
import { useState } from 'react';
import { Input } from '@/components/ui/input';

/** A password field with a show/hide toggle that keeps its accessible name in sync. */
export function PasswordInput(
  props: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    id: string;
    visible?: boolean;
    onToggle?: () => void;
    toggle?: boolean;
  },
) {
  const { visible: controlled, onToggle, toggle = true, className, ...rest } = props;
  const [own, setOwn] = useState(false);
  const visible = controlled ?? own;
  return (
    <div className="relative">
      <Input {...rest} type={visible ? 'text' : 'password'} className={clsx('pr-20', className)} />
      {toggle ? (
        <button
          type="button"
          onClick={onToggle ?? (() => setOwn((v) => !v))}
          aria-controls={props.id}
          aria-pressed={visible}
          className="text-brand-700 hover:text-brand-600 absolute inset-y-0 right-0 rounded-r-md px-3 text-sm font-medium"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      ) : null}
    </div>
  );
}
