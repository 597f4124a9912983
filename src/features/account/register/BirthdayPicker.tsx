/**
 * Birthday picker (A §2): a modal with year, month and day from BIRTHDAY_MIN_YEAR to the end of the
 * current year; Done fills the field (YYYY-MM-DD) and closes. Three native <select>s in a native
 * <dialog> rather than <input type="date">: every Android and iOS browser shows selects as its
 * own wheel or list, while date inputs differ (some open a calendar that starts at today and needs
 * a hundred taps back to 1990, some WebViews ignore min/max), and selects cannot produce a day
 * outside the range. `BirthdayInput` is the field's control that opens it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { fieldAria } from '../../../components/form/Field.tsx';
import { DIALOG_GUARD_MS } from '../../../constants.ts';
import { birthdayYears, daysInMonth, defaultBirthday, formatBirthday, parseBirthday, withPart, type CalendarDay } from './birthday.ts';
// The sheet's shape (.sheet, .sheet-head) comes with the layout on every page (src/components/sheet.css,
// imported by Sheet.astro and Sidebar.astro): importing it here would copy it into the island's CSS.

export interface BirthdayStrings {
  title: string;
  year: string;
  month: string;
  day: string;
  done: string;
  cancel: string;
  /** Month names, January first (picked at build time in the page's language). */
  months: readonly string[];
}

export interface BirthdayPickerProps {
  open: boolean;
  value: string;
  /** Ours: without a value the picker opens on 1 January this many years back (the brand's age limit). */
  yearsBack: number;
  strings: BirthdayStrings;
  onPick: (value: string) => void;
  onClose: () => void;
}

export default function BirthdayPicker({ open, value, yearsBack, strings, onPick, onClose }: BirthdayPickerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const openedAt = useRef(0);
  const titleId = useId();
  const currentYear = new Date().getFullYear();
  const [draft, setDraft] = useState<CalendarDay>(() => parseBirthday(value, currentYear) ?? defaultBirthday(currentYear, yearsBack));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setDraft(parseBirthday(value, currentYear) ?? defaultBirthday(currentYear, yearsBack));
      openedAt.current = Date.now();
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const set = (part: keyof CalendarDay) => (event: { target: { value: string } }) => setDraft((now) => withPart(now, part, Number(event.target.value)));
  const days = Array.from({ length: daysInMonth(draft.year, draft.month) }, (_, index) => index + 1);
  /** One part's select; its options as [value, text]. */
  const partSelect = (part: keyof CalendarDay, options: readonly (readonly [number, string | number])[]) => (
    <label>
      <span>{strings[part]}</span>
      <select className="input" name={`birthday-${part}`} value={draft[part]} onChange={set(part)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    // A click on the backdrop closes the sheet; Esc is the keyboard's way (the dialog's own).
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="sheet birthday-sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the mask (the dialog itself, outside its content) closes, after the guard time.
        if (event.target === ref.current && Date.now() - openedAt.current >= DIALOG_GUARD_MS) onClose();
      }}
    >
      <div className="sheet-head">
        <h2 id={titleId}>{strings.title}</h2>
      </div>
      <div className="birthday-parts">
        {partSelect(
          'year',
          birthdayYears(currentYear).map((year) => [year, year]),
        )}
        {partSelect(
          'month',
          strings.months.map((name, index) => [index + 1, name]),
        )}
        {partSelect(
          'day',
          days.map((day) => [day, day]),
        )}
      </div>
      <div className="birthday-actions">
        <button type="button" className="button ghost" onClick={onClose}>
          {strings.cancel}
        </button>
        <button type="button" className="button" onClick={() => onPick(formatBirthday(draft))}>
          {strings.done}
        </button>
      </div>
    </dialog>
  );
}

export interface BirthdayInputProps {
  id: string;
  value: string;
  placeholder?: string;
  errors: readonly string[];
  /** The calendar button's accessible name. */
  openLabel: string;
  onOpen: () => void;
}

/** The birthday field's control (in a Field with wire={false}): read-only, opens the picker on a tap, Enter or Space, and a calendar button beside it. */
export function BirthdayInput({ id, value, placeholder, errors, openLabel, onOpen }: BirthdayInputProps) {
  return (
    <div className="input-row">
      <input
        className="input"
        id={id}
        name="birthday"
        readOnly
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        onClick={onOpen}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            onOpen();
          }
        }}
        {...fieldAria(id, errors)}
      />
      <button type="button" className="button ghost birthday-open" onClick={onOpen} aria-label={openLabel}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
          <path d="M3.5 10h17M8 3v4M16 3v4" />
        </svg>
      </button>
    </div>
  );
}
