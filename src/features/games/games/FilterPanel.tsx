/**
 * The slide-in filter panel (G §2 "Filter panel"), a modal <dialog> opened by the header's title
 * and search icon (`data-open="filter-panel"`): the dialog traps focus, and Escape and a tap on
 * the mask close it (src/shell). Category links (LOTT → the lottery, others → their list), then the
 * manufacturer, and on RNG the classification and minimum bet; submit applies them (mode filter)
 * and closes the panel. The choices start from the list shown each time the panel opens. Its code
 * comes on need (./use-filter-panel.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { GAME_CLASSIFICATIONS, MIN_BETS } from '../../../contract/vocabulary.ts';
import { Icon } from '../../../components/Icon.tsx';
import * as icons from '../../../components/icon-paths.ts';
import type { Texts } from '../../../i18n/types.ts';
import { DIALOG_OPENED } from '../../../shell/dialogs.ts';
import type { Vendor } from '../../../stores/games/vendor-sorting.ts';
import type { ListFilter, ListState } from '../../../widgets/games/list-state.ts';
// The side sheet's shape (.sidebar, .sheet-head) comes with the side menu on every page
// (src/components/sheet.css, imported by Sidebar.astro): importing it here would copy it into the island's CSS.

export interface FilterPanelProps {
  /** The dialog's id, which its openers name (./use-filter-panel.ts FILTER_PANEL_ID). */
  id: string;
  state: ListState;
  /** The category switcher's entries: each with its name and address; the screen's own is marked. */
  categories: readonly { category: string; name: string; href: string }[];
  /** The screen's vendors; none on in-house (always BGS). */
  vendors: readonly Vendor[];
  texts: Texts['games']['filter'];
  closeLabel: string;
  onApply: (filter: ListFilter) => void;
}

const filterOf = (state: ListState): ListFilter => ({ vendor: state.vendor, classification: state.classification, minBet: state.minBet });

/** A group of chip-like radio buttons: "All" and the choices. */
function Choices<Value extends string | number>(props: {
  legend: string;
  name: string;
  anyLabel: string;
  choices: readonly { value: Value; label: string }[];
  /** The choices are names the platform sends (vendors): not translated. */
  names?: true;
  value: Value | null;
  onChange: (value: Value | null) => void;
}) {
  const options: { value: Value | null; label: string }[] = [{ value: null, label: props.anyLabel }, ...props.choices];
  return (
    <fieldset className="filter-group">
      <legend>{props.legend}</legend>
      <div className="chips">
        {options.map((option) => (
          <label key={String(option.value)} className="chip">
            <input type="radio" name={props.name} checked={props.value === option.value} onChange={() => props.onChange(option.value)} />
            <span translate={props.names && option.value !== null ? 'no' : undefined}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function FilterPanel({ id, state, categories, vendors, texts, closeLabel, onApply }: FilterPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<ListFilter>(() => filterOf(state));
  const shown = useRef(state);
  shown.current = state;

  useEffect(() => {
    const panel = dialog.current;
    const reset = () => setDraft(filterOf(shown.current));
    panel?.addEventListener(DIALOG_OPENED, reset);
    return () => panel?.removeEventListener(DIALOG_OPENED, reset);
  }, []);

  const rng = state.screen.gameType === 'RNG';
  return (
    <dialog id={id} ref={dialog} className="sidebar filter-panel" aria-labelledby="filter-panel-title">
      <div className="sheet-head">
        <h2 id="filter-panel-title">{texts.title}</h2>
        <button type="button" className="icon-button" data-close aria-label={closeLabel}>
          <Icon d={icons.close} />
        </button>
      </div>
      <nav className="filter-group" aria-labelledby="filter-categories">
        <h3 id="filter-categories">{texts.category}</h3>
        <ul className="chips">
          {categories.map(({ category, name, href }) => (
            <li key={category}>
              <a className="chip" href={href} aria-current={category === state.screen.gameType ? 'page' : undefined}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
          dialog.current?.close();
        }}
      >
        {vendors.length > 0 ? (
          <Choices
            legend={texts.vendor}
            name="vendor"
            names
            anyLabel={texts.any}
            choices={vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }))}
            value={draft.vendor}
            onChange={(vendor) => setDraft({ ...draft, vendor })}
          />
        ) : null}
        {rng ? (
          <>
            <Choices
              legend={texts.classification}
              name="classification"
              anyLabel={texts.any}
              choices={GAME_CLASSIFICATIONS.map((code) => ({ value: code, label: texts[code] }))}
              value={draft.classification}
              onChange={(classification) => setDraft({ ...draft, classification })}
            />
            <Choices
              legend={texts.minBet}
              name="minBet"
              anyLabel={texts.any}
              choices={MIN_BETS.map((bet) => ({ value: bet, label: String(bet) }))}
              value={draft.minBet}
              onChange={(minBet) => setDraft({ ...draft, minBet })}
            />
          </>
        ) : null}
        <button type="submit" data-primary-action className="button primary filter-submit">
          {texts.submit}
        </button>
      </form>
    </dialog>
  );
}
