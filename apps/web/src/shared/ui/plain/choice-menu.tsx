import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon, type IconName } from './icons.tsx';

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: IconName;
  lang?: string;
}

/**
 * An icon button opening a menu of choices, one of them checked (the language, the theme): the menu button
 * of WAI-ARIA's practices. The checked choice takes the focus on opening; arrows, Home and End move, Enter or
 * Space choose, Escape closes back to the button, Tab and a click elsewhere close.
 */
export function ChoiceMenu<T extends string>({
  id,
  label,
  icon,
  choices,
  checked,
  onChoose,
}: {
  id: string;
  label: string;
  icon: IconName;
  choices: Choice<T>[];
  checked: T;
  onChoose: (value: T) => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()
      .find((item) => item.getAttribute('aria-checked') === 'true')
      ?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!button.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (value: T) => {
    onChoose(value);
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => focus(at + 1),
      ArrowUp: () => focus(at - 1),
      Home: () => focus(0),
      End: () => focus(all.length - 1),
      Escape: () => {
        setOpen(false);
        button.current?.focus();
      },
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };

  return (
    <span className="alv-menu-anchor">
      <button
        ref={button}
        type="button"
        className="alv-icon-button"
        aria-label={label}
        data-tooltip={open ? undefined : label}
        aria-haspopup="menu"
        aria-controls={open ? id : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen(!open)}
        data-testid={`${id}-button`}
      >
        <Icon name={icon} />
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" aria-label={label} className="alv-menu" onKeyDown={onKeyDown}>
          {choices.map((choice) => (
            <li
              key={choice.value}
              role="menuitemradio"
              aria-checked={choice.value === checked}
              tabIndex={-1}
              lang={choice.lang}
              data-value={choice.value}
              onClick={() => choose(choice.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(choice.value);
                }
              }}
            >
              {choice.icon && <Icon name={choice.icon} small />}
              {choice.label}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
