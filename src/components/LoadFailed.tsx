import './list/list-state.css';
/** What a part of a screen shows when its content could not load: the translated reason and the way on (Try again, or Log in). */
export function LoadFailed({ text, action, onAction }: { text: string; action: string; onAction?: () => void }) {
  return (
    <div className="list-state" role="alert">
      <p>{text}</p>
      {onAction ? (
        <button type="button" className="button" onClick={onAction}>
          {action}
        </button>
      ) : null}
    </div>
  );
}
