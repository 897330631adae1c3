import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CATEGORIES, type TierCode } from '../../../schemas/categories';
import { isTierCode } from '../../../schemas/filter-fields';
import { dobMessage, zipMessage } from '../../../schemas/filter-fields';
import { digitsOnly, formatDateInput } from '../../../schemas/formats';
import { MESSAGES } from '../../../schemas/messages';
import { SelectField, TextField } from '../../components/form/FormField';
import { ApiRequestError } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { useFieldErrors } from '../../lib/use-field-errors';
import { safeImageUrl } from '../../lib/theme';
import { useAddFilterForNewUser, useChangeFilterInfo, validateZipCode } from '../enrollment-filter';
import { useStoreTempDependentInfo } from './api/store-temp-dependent-info';
import { useSiteTheme } from '../site';
import { DependentsStepper } from './DependentsStepper';
import '../../styles/homes.css';

type Errors = Partial<Record<'zip' | 'dob' | 'spouse_dop' | 'annual_incode' | 'category' | 'form', string>>;

// Annual income is asked only where a plan needs the salary: the disability income plans (000 section 5).
const SALARY_CATEGORIES = new Set(['DI']);
const CATEGORY_OPTIONS = CATEGORIES.filter((c) => c.code !== 'bundles').map((c) => ({ value: c.code, label: c.label }));

/**
 * The GET A QUOTE landing form (/new-landing, 000 sections 2, 4 and 5): the tier follows from
 * spouse and dependents (the server derives it); the filter is created or updated, dependents
 * stored, then /new-plans shows the chosen category.
 */
export function NewLandingPage() {
  const { landing } = useParams();
  const navigate = useNavigate();
  const theme = useSiteTheme();
  const [zip, setZip] = useState('');
  const [dob, setDob] = useState('');
  const [income, setIncome] = useState('');
  const [spouse, setSpouse] = useState(false);
  const [spouseDob, setSpouseDob] = useState('');
  const [children, setChildren] = useState(0);
  const [category, setCategory] = useState(storage.get('new_landing_category') ?? '');
  const [busy, setBusy] = useState(false);
  const create = useAddFilterForNewUser();
  const change = useChangeFilterInfo();
  const storeDependents = useStoreTempDependentInfo();
  const needsIncome = SALARY_CATEGORIES.has(category);
  const image = safeImageUrl(theme.banner_image);

  const check = (): Errors => ({
    zip: zipMessage(zip),
    dob: dobMessage(dob),
    spouse_dop: spouse ? dobMessage(spouseDob) : undefined,
    annual_incode: needsIncome && !/^\d{1,9}$/.test(income) ? MESSAGES.fieldRequired : undefined,
    category: category ? undefined : MESSAGES.selectCategory,
  });
  // Keyed as the errors are, so an edited field's error follows its new value.
  const { errors, show: setErrors } = useFieldErrors(
    { zip, dob, spouse_dop: spouseDob, annual_incode: income, category },
    check,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    if (Object.values(found).some(Boolean)) return setErrors(found);
    setErrors({});
    const judged = { zip, dob, spouse_dop: spouseDob, annual_incode: income, category };
    setBusy(true);
    try {
      await validateZipCode(zip);
      const family = { spouse_dop: spouse ? spouseDob : undefined, child_num: children };
      let tempId = storage.get('tempId');
      let tier: TierCode | undefined;
      if (tempId) {
        await change.mutateAsync({ tempId, zip, dob, annual_incode: needsIncome ? income : undefined });
      } else {
        const created = await create.mutateAsync({
          zip,
          dob,
          gender: '0',
          coverage: 'LOW_COST',
          categories: category,
          ...(needsIncome ? { annual_incode: Number(income) } : {}),
          ...family,
          eprocess: storage.get('eprocess'),
          open_type: storage.get('open_type'),
        });
        tempId = created.temp_enrollment_id;
        tier = created.tier;
        storage.set('tempId', tempId);
      }
      const deps = await storeDependents.mutateAsync({
        enrollment_id: tempId,
        no_of_children: children,
        ...(spouse ? { dep_dob: spouseDob } : {}),
      });
      const derived = tier ?? deps.tier;
      storage.set('selectedTier', isTierCode(derived) ? derived : undefined);
      storage.set('new_landing_category', category);
      navigate(`${landing ? `/${encodeURIComponent(landing)}` : ''}/new-plans`);
    } catch (cause) {
      const fe = cause instanceof ApiRequestError ? cause.fieldErrors : {};
      const mapped: Errors = {
        zip: fe.zip ?? fe.zip_code,
        dob: fe.dob,
        spouse_dop: fe.spouse_dop ?? fe.dep_dob,
        annual_incode: fe.annual_incode,
      };
      setErrors(
        Object.values(mapped).some(Boolean)
          ? mapped
          : { form: cause instanceof Error ? cause.message : MESSAGES.fieldRequired },
        judged,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="oe-container oe-section oe-new-landing">
      <title>Get a quote · OpenEnroll</title>
      <div className="oe-new-landing__grid">
        <section className="oe-card oe-home-panel" aria-labelledby="quote-heading">
          <h1 id="quote-heading">GET A QUOTE</h1>
          <form onSubmit={submit} noValidate className="oe-form-grid">
            <div className="oe-form-grid oe-form-grid--2">
              <TextField
                label="Zip code"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                value={zip}
                error={errors.zip}
                onChange={(e) => setZip(digitsOnly(e.target.value, 5))}
              />
              <TextField
                label="Date of birth"
                hint="mm/dd/yyyy"
                inputMode="numeric"
                maxLength={10}
                value={dob}
                error={errors.dob}
                onChange={(e) => setDob(formatDateInput(e.target.value))}
              />
            </div>
            <SelectField
              label="Plan category"
              placeholder="Select"
              options={CATEGORY_OPTIONS}
              value={category}
              error={errors.category}
              onChange={(e) => setCategory(e.target.value)}
            />
            {needsIncome && (
              <TextField
                label="Annual income (US dollars)"
                inputMode="numeric"
                maxLength={9}
                value={income}
                error={errors.annual_incode}
                onChange={(e) => setIncome(digitsOnly(e.target.value, 9))}
              />
            )}
            <label className="oe-check">
              <input type="checkbox" checked={spouse} onChange={(e) => setSpouse(e.target.checked)} />
              Add Spouse
            </label>
            {spouse && (
              <TextField
                label="Spouse date of birth"
                hint="mm/dd/yyyy"
                inputMode="numeric"
                maxLength={10}
                value={spouseDob}
                error={errors.spouse_dop}
                onChange={(e) => setSpouseDob(formatDateInput(e.target.value))}
              />
            )}
            <DependentsStepper value={children} onChange={setChildren} />
            <div className="oe-form-actions">
              <button type="submit" className="oe-button oe-button--primary" disabled={busy}>
                Submit
              </button>
              <p className="oe-form-status" role="alert">
                {errors.form}
              </p>
            </div>
          </form>
        </section>
        {image && <img className="oe-hero__image oe-new-landing__image" src={image} alt="" width="480" height="320" />}
      </div>
    </div>
  );
}
