import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { normalizeDescriptors, type NormalizedDescriptor } from '../../schemas/descriptors';
import { MESSAGES } from '../../schemas/messages';
import {
  ADDRESS_FIELDS,
  billDateOf,
  billingDescriptors,
  billingStepOn,
  DEFAULT_BILL_DATE,
  defaultPaymentType,
  isCarrierBillingField,
  isPaymentType,
  PAYMENT_TYPE_OPTIONS,
  sectionFields,
  sectionOf,
  type PaymentType,
} from './module';
import { toSavePayload } from '../../schemas/to-save-payload';
import {
  BILLING_FIELDS_CALL,
  billingQueryKey,
  getContactInfo,
  lookupRoutingBank,
  saveBillingInfo,
  saveBillingInfoExisting,
  useBillDates,
  useBillingText,
  useExistingPayment,
  usePaymentMethod,
} from './api-billing';
import { formFieldsQueryKey, useFormFields } from '../../src/wizard/api/get-form-fields';
import { saveEnrollment } from '../../src/wizard/api/save-enrollment';
import { lookupZipState } from '../../src/wizard/api/validate-zip-code';
import { SaveLaterModal } from '../../src/wizard/SaveLaterModal';
import { StepActions } from '../../src/wizard/StepActions';
import { StepRenderer } from '../../src/wizard/StepRenderer';
import { useStepSubmit } from '../../src/wizard/use-step-submit';
import type { WizardStep } from '../../src/wizard/wizard-steps';
import { ChoiceRadios } from './ChoiceRadios';
import { ExistingPayment } from './ExistingPayment';
import './billing.css';

/** The screenshot's name (002 section 3), not the saved tab (payment_info). */
const SCREENSHOT_NAME = 'billing_info';

function valueOf(list: readonly NormalizedDescriptor[], name: string): unknown {
  return list.find((d) => d.field_name === name)?.value;
}

/**
 * Billing Information (002 sections 2, 4 and 5): payment type and billing date radios, the bank or
 * card section drawn by the one StepRenderer from the descriptors the step module narrows for the
 * choice, existing banks and cards, 'Choose physical address', the merchant billing text.
 */
export function BillingStepPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const { data: fields } = useFormFields(BILLING_FIELDS_CALL, enrollmentId);
  const method = usePaymentMethod(enrollmentId);
  const text = useBillingText(enrollmentId);
  const billDates = useBillDates();
  const existing = useExistingPayment(enrollmentId);
  const { nav, page, latestRef, formId, serverErrors, setServerErrors, busy, saveLater, setSaveLater, submit } =
    useStepSubmit(enrollmentId, wizardStep, SCREENSHOT_NAME);
  const queryClient = useQueryClient();
  const descriptors = useMemo(() => normalizeDescriptors(fields.result), [fields]);
  const today = useMemo(() => new Date(), []);
  const step = useMemo(() => billingStepOn(today), [today]);

  const choices: PaymentType[] = method.data?.payment_types ?? [];
  const savedType = valueOf(descriptors, 'payment_method');
  const [picked, setPicked] = useState<PaymentType | null>(isPaymentType(savedType) ? savedType : null);
  const type: PaymentType | null =
    picked && choices.includes(picked) ? picked : method.data ? defaultPaymentType(method.data.result) : null;
  const [billDate, setBillDate] = useState<number>(billDateOf(valueOf(descriptors, 'bill_date')) ?? DEFAULT_BILL_DATE);
  const [existingId, setExistingId] = useState<number | null>(null);
  const [physical, setPhysical] = useState<Record<string, unknown> | null>(null);
  // Checked at once; the address follows when the contact step's answer arrives.
  const [physicalChecked, setPhysicalChecked] = useState(false);
  const [physicalError, setPhysicalError] = useState<string>();
  const section = type ? sectionOf(type) : null;

  // The form keeps what was typed across a change of type, address source or existing entry (it
  // remounts then): each of those changes first carries the typed values over.
  const [carried, setCarried] = useState<Readonly<Record<string, unknown>>>({});
  const carryTyped = () => setCarried({ ...latestRef.current });
  const shown = useMemo(() => {
    if (!type) return [];
    const withTyped = descriptors.map((d) => ({ ...d, value: carried[d.field_name] ?? d.value }));
    const asked = billingDescriptors(withTyped, { type, physicalAddress: physical });
    // An existing bank or card disables the new-entry fields (002 section 4); a carrier's field is still asked.
    return asked.map((d) =>
      existingId !== null && d.visible && !isCarrierBillingField(d.field_name)
        ? { ...d, read_only: true, required: false, value: null }
        : { ...d },
    );
  }, [descriptors, type, physical, existingId, carried]);

  const choose = (next: PaymentType) => {
    carryTyped();
    setPicked(next);
    setExistingId(null);
    setServerErrors([]);
  };

  const togglePhysical = async (checked: boolean) => {
    setPhysicalError(undefined);
    setPhysicalChecked(checked);
    if (!checked) {
      // Unchecking clears the copied address and unlocks it.
      const copied = new Set<string>(ADDRESS_FIELDS);
      latestRef.current = Object.fromEntries(Object.entries(latestRef.current).filter(([k]) => !copied.has(k)));
      carryTyped();
      setPhysical(null);
      return;
    }
    const contact = await getContactInfo(enrollmentId).catch(() => null);
    if (!contact?.address1) {
      setPhysicalChecked(false);
      setPhysicalError(MESSAGES.fieldRequired);
      return;
    }
    carryTyped();
    setPhysical(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, contact[f] ?? null])));
  };

  const finish = (save: () => Promise<unknown>) =>
    submit(save, () => {
      void queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(BILLING_FIELDS_CALL, enrollmentId) });
      void queryClient.invalidateQueries({ queryKey: ['enrollment-temp-info', enrollmentId] });
    });

  const onSubmit = (payload: Record<string, unknown>) => {
    if (!type) return;
    if (existingId !== null) {
      onNextExisting(Object.fromEntries(Object.entries(payload).filter(([k]) => isCarrierBillingField(k))));
      return;
    }
    const body: Record<string, unknown> = { ...payload, payment_method: type, bill_date: billDate };
    if (type === 'cc') body.is_physical_address = physical ? 'yes' : 'no';
    void finish(() => saveBillingInfo(enrollmentId, body));
  };

  // Reached through the form's submit, so a carrier's fields beside the bank or card are validated first.
  const onNextExisting = (carrier: Record<string, unknown>) => {
    if (!type || existingId === null) return;
    const key = section === 'bank' ? 'bank_id' : 'card_id';
    const bank = existing.data?.banks.find((b) => b.bank_id === existingId);
    const details = bank
      ? {
          account_type: bank.account_type,
          account_holder_type: bank.account_holder_type,
          account_name: bank.account_name,
          bank_name: bank.bank_name,
          bank_routing: bank.bank_routing,
        }
      : {};
    void finish(() =>
      saveBillingInfoExisting(enrollmentId, {
        ...carrier,
        payment_method: type,
        [key]: existingId,
        bill_date: billDate,
        ...details,
      }),
    );
  };

  const pageErrors = serverErrors.filter((e) =>
    ['payment_method', 'bill_date', 'is_physical_address', 'bank_id', 'card_id'].includes(e.target_element),
  );
  const errorOf = (name: string) => pageErrors.find((e) => e.target_element === name)?.error_message;
  const typeLabel = (t: PaymentType) => PAYMENT_TYPE_OPTIONS.find((o) => o.const === t)?.title ?? t;

  return (
    <div ref={page} className="oe-card oe-step oe-billing">
      <h1>{wizardStep.title}</h1>
      <ChoiceRadios
        legend="Payment Type"
        name="payment_method"
        choices={choices.map((t) => ({ value: t, label: typeLabel(t) }))}
        value={type}
        onChange={choose}
        error={errorOf('payment_method')}
      />
      <ChoiceRadios
        legend="Billing Date"
        name="bill_date"
        grid
        choices={(billDates.data?.result ?? []).map((o) => ({ value: o.bill_date, label: o.name }))}
        value={billDate}
        onChange={setBillDate}
        error={errorOf('bill_date')}
      />
      {section === 'bank' && text.data && <p className="oe-billing__authorization">{text.data.eft_authorization}</p>}
      {section && existing.data && (
        <ExistingPayment
          section={section}
          banks={existing.data.banks}
          cards={existing.data.cards}
          value={existingId}
          onChange={(id) => {
            carryTyped();
            setExistingId(id);
          }}
          error={errorOf(section === 'bank' ? 'bank_id' : 'card_id')}
        />
      )}
      {section === 'card' && existingId === null && (
        <div className="oe-field">
          <label className="oe-check">
            <input
              type="checkbox"
              checked={physicalChecked}
              onChange={(e) => void togglePhysical(e.target.checked)}
              aria-describedby="billing-physical-error"
            />
            <span>{MESSAGES.choosePhysicalAddress}</span>
          </label>
          <p id="billing-physical-error" className="oe-field__error" role="alert">
            {physicalError ?? errorOf('is_physical_address') ?? ''}
          </p>
        </div>
      )}
      {type && (
        <StepRenderer
          key={`${type}-${existingId ?? 'new'}-${physical ? 'physical' : 'typed'}`}
          formId={formId}
          step={step}
          descriptors={shown}
          serverErrors={serverErrors.filter((e) => !pageErrors.includes(e))}
          onSubmit={onSubmit}
          onChange={(data) => {
            // What was typed for the other payment type stays (EFT -> Credit Card -> EFT keeps the bank details).
            const here = new Set(shown.filter((d) => d.visible).map((d) => d.field_name));
            latestRef.current = {
              ...Object.fromEntries(Object.entries(latestRef.current).filter(([k]) => !here.has(k))),
              ...data,
            };
          }}
          lookupZipState={lookupZipState}
          lookupRoutingBank={lookupRoutingBank}
          today={today}
        />
      )}
      {text.data && section && (
        <p className="oe-billing__merchant">{section === 'card' ? text.data.card_text : text.data.text}</p>
      )}
      <StepActions nextForm={formId} busy={busy || !type} onBack={nav.goBack} onSaveLater={() => setSaveLater(true)} />
      {saveLater && (
        <SaveLaterModal
          onClose={() => setSaveLater(false)}
          onSend={async (to) => {
            const typed = toSavePayload(step, latestRef.current);
            const kept = Object.fromEntries(
              Object.entries(typed).filter(
                ([k]) => type !== null && (sectionFields(type).includes(k) || isCarrierBillingField(k)),
              ),
            );
            await saveEnrollment(enrollmentId, {
              ...to,
              tab: wizardStep.savedTab,
              data: { ...kept, payment_method: type, bill_date: billDate },
            });
            void queryClient.invalidateQueries({ queryKey: formFieldsQueryKey(BILLING_FIELDS_CALL, enrollmentId) });
            void queryClient.invalidateQueries({ queryKey: billingQueryKey(enrollmentId, 'existing') });
          }}
        />
      )}
    </div>
  );
}
