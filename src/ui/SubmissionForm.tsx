import { useId, useState, type FormEvent } from 'react';

interface Props {
  /** The name remembered from the last download, offered again. */
  initialName: string;
  /** The download button's text: what the file holds. */
  buttonLabel: string;
  /** Makes and downloads the file; says what happened. */
  onDownload: (name: string) => Promise<{ ok: boolean; message: string }>;
  /** Puts the caret in the name field when the form appears (it was just opened). */
  autoFocus?: boolean;
}

/** The learner's name and a button that downloads their submission file; what happened is announced. */
export function SubmissionForm({ initialName, buttonLabel, onDownload, autoFocus = false }: Props) {
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(await onDownload(name));
    setBusy(false);
  };
  return (
    <form className="submission-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-name`}>Your name, as your teacher knows you</label>
      <div className="submission-row">
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoFocus={autoFocus}
        />
        <button type="submit" disabled={busy}>
          {buttonLabel}
        </button>
      </div>
      <p role="status" className={outcome?.ok === false ? 'submission-error' : 'submission-done'}>
        {outcome?.message}
      </p>
    </form>
  );
}
