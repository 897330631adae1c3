import type { ExistingBank, ExistingCard } from './module-api';
import { ChoiceRadios } from './ChoiceRadios';

export interface ExistingPaymentProps {
  section: 'bank' | 'card';
  banks: readonly ExistingBank[];
  cards: readonly ExistingCard[];
  /** The chosen bank_id or card_id; null for a new one. */
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}

// Radio values must be distinct from every record id: 0 stands for 'new'.
const NEW = 0;

/** Banks or cards already on file (masked by the server), with 'new' re-enabling the entry fields. */
export function ExistingPayment({ section, banks, cards, value, onChange, error }: ExistingPaymentProps) {
  const onFile =
    section === 'bank'
      ? banks.map((b) => ({ value: b.bank_id, label: `${b.bank_name} ${b.account_number} (${b.account_type})` }))
      : cards.map((c) => ({
          value: c.card_id,
          label: `${c.name_on_cc} ${c.card_number} exp ${c.expiration_month}/${c.expiration_year}`,
        }));
  if (onFile.length === 0) return null;
  const choices = [...onFile, { value: NEW, label: section === 'bank' ? 'New bank account' : 'New card' }];
  return (
    <ChoiceRadios
      legend={section === 'bank' ? 'Existing bank accounts' : 'Existing cards'}
      name={`existing_${section}`}
      choices={choices}
      value={value ?? NEW}
      onChange={(id) => onChange(id === NEW ? null : id)}
      error={error}
    />
  );
}
