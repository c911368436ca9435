import type { CodeNotice } from '../persistence/codeSession';

interface Props {
  notice: CodeNotice;
  onSwap: () => void;
  onDismiss: () => void;
}

/** Says where the editor's code came from and offers the way back, so no replacement is silent. */
export function CodeNoticeBanner({ notice, onSwap, onDismiss }: Props) {
  const content = {
    shared: {
      text:
        notice.kind === 'shared' && notice.ownCodeKept
          ? 'You opened a shared link: the editor shows its code. Your own code is kept.'
          : 'You opened a shared link: the editor shows its code. Nothing runs until you press Run.',
      action: notice.kind === 'shared' && notice.ownCodeKept ? 'Back to my code' : undefined,
    },
    'bad-link': {
      text: 'The shared link’s code could not be read (the link may be cut short). Your own code is shown.',
      action: undefined,
    },
    'link-too-large': {
      text: `The shared link’s code is too large to open: links may carry at most ${notice.kind === 'link-too-large' ? notice.limit.toLocaleString('en-US') : ''} characters of code. Your own code is shown.`,
      action: undefined,
    },
    reset: { text: 'The editor now holds the starter code. Your previous code is kept.', action: 'Undo reset' },
    restored: { text: 'Your own code is back. The shared code is kept.', action: 'Show the shared code' },
    'other-tab': {
      text: 'Another tab changed this exercise’s code too. This tab’s code is saved; the other tab’s is kept.',
      action: 'Show the other tab’s code',
    },
    'other-tab-shown': { text: 'The editor shows the other tab’s code. This tab’s code is kept.', action: 'Back to this tab’s code' },
    'updated-elsewhere': { text: 'This exercise’s code was changed in another tab: the editor shows the newer code.', action: undefined },
  }[notice.kind];
  return (
    <div className={`notice notice-${notice.kind}`} role="status">
      <span>{content.text}</span>
      {content.action && (
        <button type="button" onClick={onSwap}>
          {content.action}
        </button>
      )}
      <button type="button" className="dismiss" onClick={onDismiss} aria-label="Dismiss this message">
        ×
      </button>
    </div>
  );
}
