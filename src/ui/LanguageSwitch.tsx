import { LANGUAGE_NAMES, type LanguageId } from '../core/language';

interface Props {
  languages: LanguageId[];
  value: LanguageId;
  onChange: (language: LanguageId) => void;
}

/**
 * TypeScript or Python, for exercises that offer both: a group of two radio
 * buttons (arrow keys move between them), named "Language". Each language
 * keeps its own code, so switching loses nothing.
 */
export function LanguageSwitch({ languages, value, onChange }: Props) {
  if (languages.length < 2) return null;
  return (
    <fieldset className="language-switch">
      <legend>Language</legend>
      {languages.map((language) => (
        <label key={language} className={language === value ? 'selected' : undefined}>
          <input type="radio" name="language" value={language} checked={language === value} onChange={() => onChange(language)} />
          {LANGUAGE_NAMES[language]}
        </label>
      ))}
    </fieldset>
  );
}
