import { useRef, type ComponentProps } from 'react';

type FilePickButtonProps = Omit<ComponentProps<'button'>, 'type' | 'onClick'> & {
  /** The picker's `accept`: the types the server takes, offered first. */
  accept: string;
  onFile: (file: File) => void;
  inputTestId?: string;
};

/**
 * A button that opens the system's file picker for one file. The input itself is hidden and out of the
 * tab order, so the button is what the keyboard and screen readers meet; its value is cleared after each
 * pick, so the same file can be picked again.
 */
export function FilePickButton({ accept, onFile, inputTestId, ...buttonProps }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" {...buttonProps} onClick={() => input.current?.click()} />
      <input
        ref={input}
        type="file"
        accept={accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
