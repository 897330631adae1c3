import { MESSAGES } from '../../../../schemas/messages';

interface AgeChoiceProps {
  onChoose: (over65: boolean) => void;
}

const CHOICES = [
  { over65: false, label: 'Under 65', image: '/img/age-under-65.svg' },
  { over65: true, label: 'Over 65', image: '/img/age-over-65.svg' },
] as const;

/** Step 3 of the access page: 'What is your age?' with two picture choices (000 section 2). */
export function AgeChoice({ onChoose }: AgeChoiceProps) {
  return (
    <section className="oe-age-choice" aria-labelledby="age-choice-heading">
      <h2 id="age-choice-heading">{MESSAGES.agePrompt}</h2>
      <div className="oe-age-choice__options" role="group" aria-labelledby="age-choice-heading">
        {CHOICES.map((choice) => (
          <button
            key={choice.label}
            type="button"
            className="oe-age-choice__option"
            onClick={() => onChoose(choice.over65)}
          >
            <img src={choice.image} alt="" width="160" height="120" />
            <span>{choice.label}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
