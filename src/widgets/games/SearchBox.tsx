/**
 * The game-name search box of the list screens and of home's list tabs: a labelled search field
 * holding at most GAME_NAME_MAX_LENGTH characters. The caller runs the search (trimmed, debounced
 * and throttled: src/widgets/games/list-state.ts searchByName).
 */
import { GAME_NAME_MAX_LENGTH } from '../../contract/limits.ts';
import { Icon } from '../../components/Icon.tsx';
import * as icons from '../../components/icon-paths.ts';

export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (text: string) => void }) {
  return (
    <label className="search-box">
      <Icon d={icons.search} size={20} />
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        enterKeyHint="search"
        placeholder={placeholder}
        value={value}
        maxLength={GAME_NAME_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
